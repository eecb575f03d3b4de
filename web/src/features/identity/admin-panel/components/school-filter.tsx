import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useTenantOptions } from "../api/get-tenants";
import { TenantOptions } from "./tenant-options";

/**
 * The staff lists' "School" filter: every school, optionally the platform's own rows
 * (`?tenant=platform`), then each school by name. A value not among the loaded schools stays
 * selectable, so a shared link with ?tenant=… still shows what it filters by.
 */
export function SchoolFilter({ value, onChange, withPlatform = true, anyLabel = "Every school" }: { value: string; onChange: (tenant: string) => void; withPlatform?: boolean; anyLabel?: string }) {
  const tenants = useTenantOptions();
  return (
    <FormField label="School">
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {withPlatform ? <option value="platform">Platform (no school)</option> : null}
        <TenantOptions tenants={tenants.data} current={value === "platform" ? "" : value} />
      </Select>
    </FormField>
  );
}
