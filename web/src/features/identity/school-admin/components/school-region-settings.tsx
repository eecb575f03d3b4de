import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { CURRENCIES } from "@contracts/money";
import type { SchoolSettings } from "@contracts/school-admin";
import { toast } from "@/lib/toast";
import { countryName } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { errorMessage } from "@/lib/api-client";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { currentTenantQuery } from "@/features/identity/tenant/api";
import { countriesInReaderOrder, useCountries } from "../../auth/api/get-countries";
import { useSchoolSettings, useUpdateSchoolSettings } from "../api/school-settings";
import { LocaleOptions } from "@/components/locale-options";

/** ICU still lists some zones under their old names; people look for the current ones. */
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
};

/** The browser's list of IANA time zones (every current browser has it), with the school's own kept if missing. */
function timeZones(current: string): string[] {
  const all = (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []).map((z) => RENAMED[z] ?? z).sort();
  return ["UTC", ...all.filter((z) => z !== "UTC"), ...(current && current !== "UTC" && !all.includes(current) ? [current] : [])];
}

const SAVED = { country: msg("The school's country is saved."), locale: msg("The school's language is saved."), time_zone: msg("The school's time zone is saved."), currency: msg("The school's currency is saved.") } as const;
const COUNTRY = "country";
const LOCALE = "locale";
const TIME_ZONE = "time_zone";
const CURRENCY = "currency";
const NOT_SAVED = {
  country: msg("Could not save the country. Please try again."),
  locale: msg("Could not save the language. Please try again."),
  time_zone: msg("Could not save the time zone. Please try again."),
  currency: msg("Could not save the currency. Please try again."),
} as const;

/**
 * The school's region: its country (counted on /global-reach's map; names in the reader's language),
 * its default language, its time zone (dates and live sessions are shown in
 * it) and its currency (what new causes and prices start in). Each is saved as it changes.
 */
export function SchoolRegionSettings() {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const update = useUpdateSchoolSettings();
  const countries = useCountries();
  const client = useQueryClient();
  const zones = useMemo(() => timeZones(settings.data?.time_zone ?? "UTC"), [settings.data?.time_zone]);
  if (!settings.data) return null;
  const save = async (field: keyof typeof SAVED, value: string) => {
    try {
      // A blank country clears it ("Not set"); the other fields always have a value.
      await update.mutateAsync({ [field]: field === COUNTRY ? value || null : value } as Partial<SchoolSettings>);
      await client.invalidateQueries({ queryKey: currentTenantQuery.queryKey });
      toast.success(field === COUNTRY && !value ? t("The school's country is cleared.") : t(SAVED[field]));
    } catch (err) {
      toast.error(errorMessage(err, t(NOT_SAVED[field])));
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label={t("Country")} hint={t("Shown on the Global reach map.")}>
        <Select value={settings.data.country ?? ""} disabled={update.isPending || !countries.data} onChange={(e) => void save(COUNTRY, e.target.value)}>
          <option value="">{t("Not set")}</option>
          {countriesInReaderOrder(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
          {/* The school's own country stays shown while the list loads. */}
          {!countries.data && settings.data.country ? <option value={settings.data.country}>{countryName(settings.data.country)}</option> : null}
        </Select>
      </FormField>
      <FormField label={t("Language")} hint={t("The language the site starts in for visitors.")}>
        <Select value={settings.data.locale} disabled={update.isPending} onChange={(e) => void save(LOCALE, e.target.value)}>
          <LocaleOptions />
        </Select>
      </FormField>
      <FormField label={t("Time zone")} hint={t("Dates and live sessions are shown in it.")}>
        <Select value={settings.data.time_zone} disabled={update.isPending} onChange={(e) => void save(TIME_ZONE, e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, " ")}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Currency")} hint={t("New causes and prices start in it.")}>
        <Select value={settings.data.currency} disabled={update.isPending} onChange={(e) => void save(CURRENCY, e.target.value)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
