import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { REACTIONS, REACTION_ITEM_TYPES } from "../../contracts/reactions";
import { tenantIdColumn, timestamps } from "./columns";
import { users } from "./users";

/**
 * One row per user, item and reaction. item_id points at books or stories (no foreign key: two
 * tables); triggers in a hand-written migration delete an item's reactions with the item.
 * tenant_id is the item's school (null: a platform item).
 */
export const reactions = sqliteTable(
  "reactions",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn(),
    itemType: text("item_type", { enum: REACTION_ITEM_TYPES }).notNull(),
    itemId: text("item_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: REACTIONS }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("reactions_item_user_reaction_unique").on(t.itemType, t.itemId, t.userId, t.reaction),
    index("reactions_tenant_idx").on(t.tenantId, t.createdAt),
    index("reactions_user_idx").on(t.userId),
  ],
);

export type ReactionRow = typeof reactions.$inferSelect;
