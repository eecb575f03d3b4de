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

/**
 * The first letter of a name, capitalised: one whole code point after NFC ("Ö" typed as O and a
 * combining diaeresis stays Ö; an Adlam letter, outside the Basic Multilingual Plane, is not cut in
 * half as `charAt(0)` would). A child's initial outside their school (lib/people.ts), the class's
 * sign-in tiles, and the web's avatars and logo stand-ins. "" for a blank name.
 */
export const initialOf = (name: string): string => ([...name.trim().normalize("NFC")][0] ?? "").toLocaleUpperCase();
