import { eq } from "drizzle-orm";
import type { LetterOut } from "../../contracts/dear-world";
import { classes, dearWorldLetters, users, type DearWorldLetter } from "../../db/schema";
import type { DB } from "../../lib/db";

export const LETTER_NOT_FOUND = "Letter not found";

/** The select list of every letter read: the letter, its author's first name and its class. */
export const letterRows = (db: DB) =>
  db
    .select({ letter: dearWorldLetters, firstName: users.firstName, className: classes.name })
    .from(dearWorldLetters)
    .innerJoin(users, eq(users.id, dearWorldLetters.authorId))
    .leftJoin(classes, eq(classes.id, dearWorldLetters.classId));

export interface LetterRow {
  letter: DearWorldLetter;
  firstName: string;
  className: string | null;
}

export function toLetterOut({ letter: l, firstName, className }: LetterRow): LetterOut {
  return {
    id: l.id,
    title: l.title,
    body: l.body,
    status: l.status,
    position: l.status === "included" ? l.position : null,
    author: { first_name: firstName },
    class: l.classId && className !== null ? { id: l.classId, name: className } : null,
    created_at: new Date(l.createdAt).toISOString(),
    reviewed_at: l.reviewedAt ? new Date(l.reviewedAt).toISOString() : null,
  };
}
