import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useTenantOptions } from "../api/get-tenants";
import { TenantOptions } from "./tenant-options";

const PLATFORM = "platform";

/**
 * The staff lists' "School" filter: every school, optionally the platform's own rows
 * (`?tenant=platform`), then each school by name. A value not among the loaded schools stays
 * selectable, so a shared link with ?tenant=… still shows what it filters by.
 */
export function SchoolFilter({ value, onChange, withPlatform = true, anyLabel }: { value: string; onChange: (tenant: string) => void; withPlatform?: boolean; anyLabel?: string }) {
  const { t } = useTranslation();
  const tenants = useTenantOptions();
  return (
    <FormField label={t("School")}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel ? t(anyLabel) : t("Every school")}</option>
        {withPlatform ? <option value={PLATFORM}>{t("Platform (no school)")}</option> : null}
        <TenantOptions tenants={tenants.data} current={value === PLATFORM ? "" : value} />
      </Select>
    </FormField>
  );
}
