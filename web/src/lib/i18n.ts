import { atom } from "jotai";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, isLocale, localeDir, negotiateLocale, type Locale } from "@contracts/locales";
import { LOCALE_COOKIE, siteCookie } from "@contracts/page-cookies";

/*
 * Interface translation (issue #16). Keys are the English text itself ("Save changes"), so English
 * needs no catalogue except the singular forms of plurals, and a missing translation shows English
 * rather than a key. Catalogues live in web/src/locales/<language>/<namespace>.json, one namespace
 * per domain of the code (scripts/i18n.mjs maps files to namespaces, extracts the keys from t("…"),
 * msg("…") and <Trans i18nKey="…">, and `npm run lint` fails on a key left untranslated or a stale
 * one). At run time every namespace of a language is merged into one, loaded lazily as its own
 * chunks, so the entry chunk carries no messages.
 */

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES.map((l) => l.code),
  resources: {},
  partialBundledLanguages: true,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
  initAsync: false,
});

// One loader per language (web/src/locales/<lang>/index.ts gathers its namespaces): the entry
// carries three import() calls rather than one per catalogue file.
const catalogues = import.meta.glob<Record<string, string>[]>("../locales/*/index.ts", { import: "default" });
const loading = new Map<Locale, Promise<void>>();

function loadCatalogues(locale: Locale): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    const load = catalogues[`../locales/${locale}/index.ts`];
    done = (load ? load() : Promise.resolve([])).then((bundles) => {
      for (const bundle of bundles) i18n.addResourceBundle(locale, "translation", bundle, true, true);
    });
    // A failed load (offline) is tried again by the next call.
    done.catch(() => loading.delete(locale));
    loading.set(locale, done);
  }
  return done;
}
// Every page needs English (its plurals' singular forms): asked for now, beside the school's
// details, rather than after them (issue #15).
loadCatalogues(DEFAULT_LOCALE).catch(() => {});

/** Switches the interface to `locale`: loads its catalogues (and English plurals), then sets lang and dir on the page. */
export async function setInterfaceLocale(locale: Locale): Promise<void> {
  await Promise.all([loadCatalogues(DEFAULT_LOCALE), loadCatalogues(locale)]);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * Marks a string for translation where it is defined (a module-level list of labels, a map of
 * statuses); it is translated where it is shown, with t(value). The extractor reads msg("…").
 */
export const msg = <T extends string>(key: T): T => key;

/** A visitor's own choice, remembered in this browser (an account keeps it on the server). */
const CHOICE_KEY = "ui_language";
export function storedLocaleChoice(): Locale | null {
  try {
    const v = localStorage.getItem(CHOICE_KEY);
    return v && isLocale(v) ? v : null;
  } catch {
    return null;
  }
}
/** The visitor's choice as state, so choosing a language re-renders the page in it. */
export const localeChoiceAtom = atom<Locale | null>(storedLocaleChoice());

export function storeLocaleChoice(locale: Locale | null) {
  try {
    if (locale) localStorage.setItem(CHOICE_KEY, locale);
    else localStorage.removeItem(CHOICE_KEY);
    // Also told to the server, which draws a page's first paint only in English (worker/lib/page-snapshot.ts).
    document.cookie = siteCookie(LOCALE_COOKIE, locale, 31_536_000);
  } catch {
    /* private mode: the choice lasts this page only */
  }
}

/**
 * Whose language wins: the signed-in user's own choice, else a visitor's choice in this browser,
 * else — signed in — the school's default (the school chose it for its people), else the best match
 * of the browser's languages (the school's own language first when the browser accepts it), else
 * the school's default.
 */
export function pickLocale(opts: { userChoice: Locale | null; browserChoice: Locale | null; signedIn: boolean; schoolDefault: Locale; browser: readonly string[] }): Locale {
  if (opts.userChoice) return opts.userChoice;
  if (opts.browserChoice) return opts.browserChoice;
  if (opts.signedIn) return opts.schoolDefault;
  return negotiateLocale(opts.browser, opts.schoolDefault);
}

/** The school's time zone (dates and times are shown in it; lib/format.ts reads it). */
let schoolTimeZone = "UTC";
export const setSchoolTimeZone = (zone: string | null | undefined) => {
  schoolTimeZone = zone || "UTC";
};
export const getSchoolTimeZone = () => schoolTimeZone;

/** The school's country (ISO alpha-2; null on the platform's host): English dates are written its way (lib/format.ts). */
let schoolCountry: string | null = null;
export const setSchoolCountry = (country: string | null | undefined) => {
  schoolCountry = country || null;
};
export const getSchoolCountry = () => schoolCountry;
