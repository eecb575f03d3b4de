/**
 * Shared with the web app (contracts are imported by both sides).
 *
 * `text` cut to at most `max` UTF-16 units (the unit JavaScript's length, and providers' "127
 * characters" limits, count in) without splitting a surrogate pair: a letter outside the Basic
 * Multilingual Plane (an emoji in a project's name, an Adlam letter) is kept whole or left out,
 * never halved into a lone surrogate that a provider's API refuses and a screen shows as �.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

// Letters that carry their difference in the letter itself rather than in a combining accent, so
// NFKD leaves them whole: folded to the letters a reader files them under.
const OWN_LETTERS: Record<string, string> = { ß: "ss", ẞ: "ss", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe", ø: "o", Ø: "o", đ: "d", Đ: "d", ð: "d", Ð: "d", ł: "l", Ł: "l", þ: "th", Þ: "th", ı: "i", ħ: "h", Ħ: "h" };

/**
 * A name or title as it sorts, for an ORDER BY in SQL (SQLite compares code units and D1 has no
 * language-aware collation, so "émile", "Åberg" and "de la Cruz" came after "Zoe", "École" after
 * "Zoo"): the accents of
 * the Latin, Greek and Cyrillic letters dropped (U+0300–U+036F after NFKD, so "Müller" files under
 * M), the few letters without a combining accent spelled out (ß, æ, ø, ł …), and lower case. Other
 * scripts keep their marks (a Devanagari vowel sign is part of the word) and sort among themselves.
 * An ASCII name's key is SQLite's lower() of it, which the migration that added the keys relies on.
 */
export function nameKey(name: string): string {
  const key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßẞæÆœŒøØđĐðÐłŁþÞıħĦ]/g, (c) => OWN_LETTERS[c] ?? c)
    .toLowerCase();
  return key || name.toLowerCase();
}

/**
 * A name as a reader tells two apart (class names: "Year 4 Blue" and "year 4  blué" are the same
 * class to a pupil reading the list): nameKey with the spaces trimmed and folded.
 */
export const matchKey = (name: string): string => nameKey(name.trim().replace(/\s+/g, " "));
