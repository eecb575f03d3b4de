import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CURRENCIES } from "@contracts/money";
import { LOCALES } from "@contracts/regions";
import type { SchoolSettings } from "@contracts/school-admin";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { currentTenantQuery } from "@/features/identity/tenant/api";
import { useSchoolSettings, useUpdateSchoolSettings } from "../api/school-settings";

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

const LABELS = { locale: "language", time_zone: "time zone", currency: "currency" } as const;

/**
 * The school's region: its default language, its time zone (dates and live sessions are shown in
 * it) and its currency (what new causes and prices start in). Each is saved as it changes.
 */
export function SchoolRegionSettings() {
  const settings = useSchoolSettings();
  const update = useUpdateSchoolSettings();
  const client = useQueryClient();
  const zones = useMemo(() => timeZones(settings.data?.time_zone ?? "UTC"), [settings.data?.time_zone]);
  if (!settings.data) return null;
  const save = async (field: keyof typeof LABELS, value: string) => {
    try {
      await update.mutateAsync({ [field]: value } as Partial<SchoolSettings>);
      await client.invalidateQueries({ queryKey: currentTenantQuery.queryKey });
      toast.success(`The school's ${LABELS[field]} is saved.`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not save the ${LABELS[field]}. Please try again.`));
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField label="Language" hint="The language the site starts in for visitors.">
        <Select value={settings.data.locale} disabled={update.isPending} onChange={(e) => void save("locale", e.target.value)}>
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Time zone" hint="Dates and live sessions are shown in it.">
        <Select value={settings.data.time_zone} disabled={update.isPending} onChange={(e) => void save("time_zone", e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, " ")}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Currency" hint="New causes and prices start in it.">
        <Select value={settings.data.currency} disabled={update.isPending} onChange={(e) => void save("currency", e.target.value)}>
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
