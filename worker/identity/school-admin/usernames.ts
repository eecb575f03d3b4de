import { and, gte, lt } from "drizzle-orm";
import { users, type Tenant } from "../../db/schema";
import type { DB } from "../../lib/db";
import { nameKey } from "../../contracts/text";
import { transliterate } from "./transliterate";

const NAME_MAX = 40;

/**
 * "Zoë O'Brien" → "zoeobrien", "Øyvind Łukasik" → "oyvindlukasik", "अनन्या" → "ananya", "Иван" →
 * "ivan", "김민준" → "gimminjun": transliterated, then the name's sort key (accents dropped, ø/ł/ß spelled out), ASCII
 * letters and digits only.
 */
const asciiLower = (s: string) => nameKey(transliterate(s)).replace(/[^a-z0-9]/g, "");

/** `{subdomain}.{firstname}{lastname}`, the stem a number is appended to. */
export function usernameStem(tenant: Pick<Tenant, "subdomain" | "domainUrl">, firstName: string, lastName: string): string {
  const school = (tenant.subdomain ?? tenant.domainUrl.split(".")[0]).toLowerCase().replace(/[^a-z0-9-]/g, "") || "school";
  const name = `${asciiLower(firstName)}${asciiLower(lastName)}`.slice(0, NAME_MAX) || "user";
  return `${school}.${name}`;
}

/**
 * Usernames are globally unique: each stem gets the smallest free number (1, 2, …), also among the
 * names allocated in this call. A concurrent request can still take one first; callers retry on
 * the unique index.
 */
export async function allocateUsernames(db: DB, stems: string[]): Promise<string[]> {
  const distinct = [...new Set(stems)];
  // "~" sorts after every username character, so this range is "starts with stem" and uses the index.
  const existing = await Promise.all(
    distinct.map((stem) => db.select({ username: users.username }).from(users).where(and(gte(users.username, stem), lt(users.username, `${stem}~`))).all()),
  );
  const taken = new Map(
    distinct.map((stem, i) => [
      stem,
      new Set(existing[i].map((r) => /^\d+$/.exec(r.username.slice(stem.length))?.[0]).filter((n): n is string => !!n).map(Number)),
    ]),
  );
  return stems.map((stem) => {
    const used = taken.get(stem)!;
    let n = 1;
    while (used.has(n)) n++;
    used.add(n);
    return `${stem}${n}`;
  });
}
