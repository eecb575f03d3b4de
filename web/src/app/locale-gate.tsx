import { Fragment, useEffect, useState, type ReactNode } from "react";
import { useAtomValue } from "jotai";
import { Direction } from "radix-ui";
import type { PublicTenant } from "@contracts/tenants";
import { DEFAULT_LOCALE, isLocale, localeDir, type Locale } from "@contracts/locales";
import { localeChoiceAtom, pickLocale, setInterfaceLocale, setSchoolCountry, setSchoolTimeZone } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { PageLoader } from "@/components/ui/page-loader";
import { releaseSnapshot } from "@/lib/page-snapshot";

/**
 * Puts the page in the right language before it renders (lib/i18n.ts#pickLocale decides which),
 * with lang and dir on <html> and Radix told the direction. Changing language re-mounts the
 * pages, so every date and amount is formatted again in the new language.
 */
export function LocaleGate({ tenant, children }: { tenant: PublicTenant | null; children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const browserChoice = useAtomValue(localeChoiceAtom);
  const schoolDefault: Locale = tenant && isLocale(tenant.locale) ? tenant.locale : DEFAULT_LOCALE;
  const wanted = pickLocale({
    userChoice: user?.locale ?? null,
    browserChoice,
    signedIn: user !== null,
    schoolDefault,
    browser: typeof navigator === "undefined" ? [] : navigator.languages,
  });
  const [shown, setShown] = useState<Locale | null>(null);
  setSchoolTimeZone(tenant?.time_zone);
  setSchoolCountry(tenant?.country);
  // The server draws a first paint only for an English page (worker/lib/page-snapshot.ts).
  if (wanted !== DEFAULT_LOCALE) releaseSnapshot();

  useEffect(() => {
    let live = true;
    setInterfaceLocale(wanted).then(
      () => live && setShown(wanted),
      (err: unknown) => {
        // A catalogue that fails to load (offline) leaves the page in English rather than blank.
        console.error("Could not load the interface language", wanted, err);
        if (live) void setInterfaceLocale(DEFAULT_LOCALE).then(() => live && setShown(DEFAULT_LOCALE));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (shown === null) return <PageLoader />;
  return (
    <Direction.Provider dir={localeDir(shown)}>
      <Fragment key={shown}>{children}</Fragment>
    </Direction.Provider>
  );
}
