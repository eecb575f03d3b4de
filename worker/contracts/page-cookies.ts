/**
 * Cookies the web app sets for the Worker's page hints and first paint (worker/lib/page-hints.ts,
 * page-snapshot.ts). Neither is a credential: the server only compares them with known values.
 */
/** The visitor's language choice in this browser (web/src/lib/i18n.ts#storeLocaleChoice). */
export const LOCALE_COOKIE = "locale";
/** "1" while this browser holds a session (web/src/lib/session.ts): its pages get no visitor's answers or first paint. */
export const SIGNED_IN_COOKIE = "signed_in";

/** A cookie set for the whole site for `maxAge` seconds, or cleared (null). */
export const siteCookie = (name: string, value: string | null, maxAge: number) =>
  value === null ? `${name}=; path=/; max-age=0; SameSite=Lax` : `${name}=${value}; path=/; max-age=${maxAge}; SameSite=Lax`;
