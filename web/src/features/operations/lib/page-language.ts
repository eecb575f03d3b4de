import { DEFAULT_LOCALE } from "@contracts/locales";

/**
 * The language an information page is written in. The content store keeps no language with a page
 * (contracts/operations.ts#ContentPageOut), so it is inferred: a school's own copy is taken to be in
 * the school's default language (tenants.locale), and the platform's copies, written and seeded in
 * English, in the platform's default. Null while a school's copy waits for the school to load, so no
 * language is claimed for it until it is known.
 */
export function pageLanguage(source: "school" | "platform", school: { locale: string } | null | undefined): string | null {
  if (source === "platform") return DEFAULT_LOCALE;
  if (school === undefined) return null;
  return school?.locale || DEFAULT_LOCALE;
}

/** Whether two language tags name different languages ("en" and "en-GB" do not; "en" and "hi" do). */
export const differentLanguage = (a: string, b: string) => a.split("-")[0].toLowerCase() !== b.split("-")[0].toLowerCase();
