import { and, eq, inArray, sql } from "drizzle-orm";
import { PUPIL_AUTHOR_NAME_MESSAGE, PUPIL_FULL_NAME_MESSAGE } from "../../contracts/books";
import { nameKey } from "../../contracts/text";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB, TenantScope } from "../../lib/db";
import { fieldError } from "../../lib/errors";
import type { AuthUser } from "../../middleware/auth";

/** Words a first name may have ("Mary Jane", "Jean-Luc Henri"): the runs of the author name tried as one. */
const FIRST_NAME_WORDS = 3;
/**
 * Pupils of one school sharing a first name that the author name holds: a handful in practice;
 * the cap keeps the read bounded whatever the name.
 */
const NAMESAKES = 500;

/**
 * The words of a name, compared as a reader would recognise them: letters with their marks (a
 * Devanagari vowel sign is part of its word, not a break in it), each folded as the name keys are
 * (contracts/text.ts#nameKey: accents dropped, ø/ß spelled out, any case) — so "Nunez" is "Núñez",
 * "Orsted" is "Ørsted" and "शर्मा" stays one word with its vowel signs.
 */
const nameWords = (name: string) =>
  name
    .normalize("NFKC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map(nameKey);

/** The words of a surname that give it away: one word of two letters or more; of several ("de la Cruz"), each of three or more. */
function surnameWords(lastName: string): string[] {
  const words = nameWords(lastName);
  return words.filter((w) => w.length >= (words.length === 1 ? 2 : 3));
}

/**
 * Every run of up to FIRST_NAME_WORDS words of the author name as a first name's key
 * (users.first_name_key, contracts/text.ts#nameKey): as written between its first and last word
 * ("Jean-Luc"), and joined by a space and by a hyphen ("Mary Jane" written "Mary-Jane").
 */
function firstNameKeys(authorName: string): string[] {
  const text = authorName.normalize("NFKC");
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0] }));
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let j = i; j < Math.min(words.length, i + FIRST_NAME_WORDS); j++) {
      const run = words.slice(i, j + 1).map((w) => w.word);
      for (const written of [text.slice(words[i].start, words[j].end).replace(/\s+/g, " "), run.join(" "), run.join("-")]) keys.add(nameKey(written));
    }
  }
  return [...keys];
}

/** Whether `author` holds the pupil's first name, and beside it a word that gives their surname away. */
function namesPupil(author: string[], pupil: { firstName: string; lastName: string }): boolean {
  const first = nameWords(pupil.firstName);
  const surname = surnameWords(pupil.lastName);
  if (first.length === 0 || surname.length === 0) return false;
  for (let i = 0; i + first.length <= author.length; i++) {
    if (!first.every((w, k) => author[i + k] === w)) continue;
    // The words besides this first name ("Quinn Q." is not the full name of Quinn Quinn).
    const rest = [...author.slice(0, i), ...author.slice(i + first.length)];
    if (rest.some((w) => surname.includes(w))) return true;
  }
  return false;
}

/**
 * A book's author name is shown to everyone the book is shared with (the public, for a public
 * book), and a child's surname is not for them (children's privacy). So, on create and on edit:
 *
 * - a pupil writing the name gives their first name and an initial: their own surname as a word of
 *   the name is refused (any case, any script, with or without its accents);
 * - for every uploader, pupil or adult, the full name of any pupil of the book's school — their
 *   first name and their surname — is refused.
 *
 * The school's pupils are not read: only those whose first-name key is a run of the author name's
 * words (found through users_tenant_role_first_name_idx, migration 0046), and their surnames compared here.
 */
export async function assertAuthorName(ctx: ServiceContext, scope: TenantScope, user: AuthUser, authorName: string | undefined): Promise<void> {
  if (authorName === undefined) return;
  const author = nameWords(authorName);
  if (!user.isStaff && user.role === "student") {
    const me = await ctx.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, user.id)).get();
    const own = surnameWords(me?.lastName ?? "");
    if (author.some((w) => own.includes(w))) throw fieldError("author_name", PUPIL_AUTHOR_NAME_MESSAGE);
  }
  if (await holdsPupilFullName(ctx, scope, authorName)) throw fieldError("author_name", PUPIL_FULL_NAME_MESSAGE);
}

/** Whether `authorName` holds the first name and surname of a pupil of `scope`'s school (see assertAuthorName). */
export async function holdsPupilFullName(ctx: ServiceContext, scope: TenantScope, authorName: string): Promise<boolean> {
  const author = nameWords(authorName);
  if (author.length < 2) return false; // One word is no full name.
  const namesakes = await namesakesOf(ctx.db, scope, firstNameKeys(authorName)).all();
  return namesakes.some((pupil) => namesPupil(author, pupil));
}

/** The pupils of `scope`'s school whose first-name key is one of `keys` (exported for its query plan's test). */
export const namesakesOf = (db: DB, scope: TenantScope, keys: string[]) =>
  db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    // The keys go as one JSON parameter: D1 binds at most 100 per statement.
    .where(scope.where(users, and(eq(users.role, "student"), inArray(users.firstNameKey, sql`(SELECT value FROM json_each(${JSON.stringify(keys)}))`))))
    .limit(NAMESAKES);
