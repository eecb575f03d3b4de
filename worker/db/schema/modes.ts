import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";

export const MODE_STATUSES = ["ACTIVE", "INACTIVE"] as const;

export const modes = sqliteTable(
  "modes",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** R2 object key of the mode's picture, or null. */
    imageKey: text("image_key"),
    locked: bool("locked").notNull().default(false),
    active: bool("active").notNull().default(true),
    status: text("status", { enum: MODE_STATUSES }).notNull().default("ACTIVE"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("modes_tenant_order_idx").on(t.tenantId, t.sortOrder)],
);

export type Mode = typeof modes.$inferSelect;
