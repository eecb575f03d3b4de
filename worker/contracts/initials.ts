/**
 * The first letter of a name, capitalised: one whole code point after NFC ("Ö" typed as O and a
 * combining diaeresis stays Ö; an Adlam letter, outside the Basic Multilingual Plane, is not cut in
 * half as `charAt(0)` would). A child's initial outside their school (lib/people.ts), the class's
 * sign-in tiles, and the web's avatars and logo stand-ins. "" for a blank name.
 *
 * A module of its own: the web app's header (in the entry bundle) needs only this, and importing
 * it from ./text would bring the name keys' tables into every page's first download.
 */
export const initialOf = (name: string): string => ([...name.trim().normalize("NFC")][0] ?? "").toLocaleUpperCase();
