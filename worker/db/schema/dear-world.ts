import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LETTER_STATUSES } from "../../contracts/dear-world";
import { classes } from "./classes";
import { epochMs, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/**
 * Dear World letters: plain text written by students and teachers. A letter is in the school's
 * class book only while status is "included"; position orders the letters of one class.
 */
export const dearWorldLetters = sqliteTable(
  "dear_world_letters",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn()
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classId: text("class_id").references(() => classes.id, { onDelete: "set null" }),
    title: text("title"),
    body: text("body").notNull(),
    status: text("status", { enum: LETTER_STATUSES }).notNull().default("pending"),
    position: integer("position"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: epochMs("reviewed_at"),
    ...timestamps,
  },
  (t) => [
    index("dear_world_letters_tenant_idx").on(t.tenantId, t.status, t.classId, t.position),
    index("dear_world_letters_class_idx").on(t.classId, t.status),
    index("dear_world_letters_author_idx").on(t.authorId),
  ],
);

export type DearWorldLetter = typeof dearWorldLetters.$inferSelect;
