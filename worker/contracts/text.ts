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
