import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { countriesInReaderOrder, useCountries } from "../../auth/api/get-countries";
import { useSchoolSettings, useUpdateSchoolSettings } from "../api/school-settings";

/** The school's country, counted on /global-reach's map; saved as it changes. */
export function SchoolCountrySetting() {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const countries = useCountries();
  const update = useUpdateSchoolSettings();
  if (!settings.data || !countries.data) return null;
  const onChange = async (country: string) => {
    try {
      await update.mutateAsync({ country: country || null });
      toast.success(country ? t("The school's country is saved.") : t("The school's country is cleared."));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not save the country. Please try again.")));
    }
  };
  return (
    <div className="max-w-sm">
      <FormField label={t("Country (shown on the Global reach map)")}>
        <Select value={settings.data.country ?? ""} disabled={update.isPending} onChange={(e) => void onChange(e.target.value)}>
          <option value="">{t("Not set")}</option>
          {countriesInReaderOrder(countries.data).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
