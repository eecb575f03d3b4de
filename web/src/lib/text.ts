export { cutText } from "@contracts/text";

/**
 * The first letter of a name, capitalised, for an avatar or a logo's stand-in: one whole code point
 * after NFC ("Ö" typed as O and a combining diaeresis stays Ö; an Adlam letter, outside the Basic
 * Multilingual Plane, is not cut in half as `slice(0, 1)` would). "" for a blank name.
 */
export const firstLetter = (name: string): string => (Array.from(name.trim().normalize("NFC"))[0] ?? "").toLocaleUpperCase();

