import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CATALOG_KINDS } from "../../contracts/commerce";
import { epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/* Learning (owned by worker/learning). */

/**
 * What a paid course or training item grants once paid (revoked on refund). The learning area
 * turns these into course enrolments.
 */
export const entitlements = sqliteTable(
  "entitlements",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    catalogItemId: text("catalog_item_id").notNull(),
    kind: text("kind", { enum: CATALOG_KINDS }).notNull(),
    refId: text("ref_id"),
    orderId: text("order_id").notNull(),
    revokedAt: epochMs("revoked_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex("entitlements_order_item_unique").on(t.orderId, t.catalogItemId), index("entitlements_user_idx").on(t.userId, t.kind)],
);


