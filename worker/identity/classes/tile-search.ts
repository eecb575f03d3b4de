import { and, or, sql, type SQL } from "drizzle-orm";
import { nameKey } from "../../contracts/text";
import { users } from "../../db/schema";
import { firstNameSearch } from "../../lib/people";

/** "Amara A" or "Amara A.": a first name, a space and one letter (what a tile shows, "Amara A."). */
const FIRST_AND_INITIAL = /^(.*\S)\s+([\p{L}\p{N}])\.?$/u;

/**
 * The class tiles' search: first names, as the tile's words can be typed back ("Amara A." finds
 * Amara Adeyemi). The letter after the first name is compared with the last name's first letter
 * only, the initial every tile already shows; more of the last name is never matched ("Amara Ad"
 * is searched as a first name, and finds nothing here), so a class code's holder cannot spell a
 * child's last name out letter by letter. The letter is folded as the name keys are ("e" finds
 * "Ézé") and also compared as typed, for a row whose key the cron has not folded yet.
 */
export function tileSearch(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const typed = FIRST_AND_INITIAL.exec(search.trim().normalize("NFC"));
  if (!typed) return firstNameSearch(search);
  const [, first, letter] = typed;
  const folded = [...nameKey(letter)][0] ?? letter;
  const asTyped = [...new Set([letter, letter.toLocaleUpperCase(), letter.toLocaleLowerCase()])].filter((l) => [...l].length === 1);
  const initial = or(
    sql`substr(${users.lastNameKey}, 1, 1) = ${folded}`,
    ...asTyped.map((l) => sql`substr(trim(${users.lastName}), 1, 1) = ${l}`),
  );
  return or(firstNameSearch(search), and(firstNameSearch(first), initial));
}
