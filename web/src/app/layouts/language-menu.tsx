import { useId } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { Languages } from "lucide-react";
import { isLocale, type Locale } from "@contracts/locales";
import { saveMyLocale } from "@/features/identity/auth/api";
import { currentLocale, localeChoiceAtom, storeLocaleChoice } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { toast } from "@/lib/toast";
import { clsx } from "clsx";
import { LocaleOptions } from "@/components/locale-options";

/**
 * The interface language: each language named in itself. A visitor's choice stays in this
 * browser; a signed-in user's is saved on their account (emails follow it too). `className` is
 * added as it is (no tailwind-merge in the app shell): give no display class, wrap it instead.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const user = useAtomValue(userAtom);
  const setChoice = useSetAtom(localeChoiceAtom);

  async function choose(locale: Locale) {
    storeLocaleChoice(locale);
    if (user) {
      try {
        await saveMyLocale(locale);
      } catch {
        toast.error(t("Your language could not be saved to your account; it is kept in this browser."));
      }
    }
    setChoice(locale);
  }

  return (
    <div className={clsx("flex items-center gap-1", className)}>
      <Languages className="size-4 shrink-0 text-ink-muted" aria-hidden />
      <label htmlFor={id} className="sr-only">
        {t("Language")}
      </label>
      <select
        id={id}
        data-endonyms=""
        value={currentLocale()}
        onChange={(e) => isLocale(e.target.value) && void choose(e.target.value)}
        className="h-9 rounded-md border border-line-muted bg-surface px-2 text-sm text-ink"
      >
        <LocaleOptions />
      </select>
    </div>
  );
}
