import { useTranslation } from "react-i18next";
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { SCHOOL_ADDRESS_MAX, schoolAddressField, schoolTaxIdField, type SchoolSettings } from "@contracts/school-admin";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { currentTenantQuery } from "@/features/identity/tenant/api";
import { useSchoolSettings, useUpdateSchoolSettings } from "../api/school-settings";

/** The school's postal address and tax id, printed on its invoices and donation receipts (blank leaves them off). */
export function SchoolDocumentDetails() {
  const settings = useSchoolSettings();
  if (!settings.data) return null;
  return <DocumentDetailsForm key={`${settings.data.address}|${settings.data.tax_id}`} initial={settings.data} />;
}

function DocumentDetailsForm({ initial }: { initial: SchoolSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSchoolSettings();
  const client = useQueryClient();
  const [address, setAddress] = useState(initial.address ?? "");
  const [taxId, setTaxId] = useState(initial.tax_id ?? "");
  const [errors, setErrors] = useState<{ address?: string; tax_id?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const a = schoolAddressField.safeParse(address);
    const tax = schoolTaxIdField.safeParse(taxId);
    const found = { address: a.error?.issues[0]?.message, tax_id: tax.error?.issues[0]?.message };
    setErrors(found);
    if (!a.success || !tax.success) return;
    try {
      await update.mutateAsync({ address: a.data, tax_id: tax.data });
      await client.invalidateQueries({ queryKey: currentTenantQuery.queryKey });
      toast.success(t("The address and tax id are saved."));
    } catch (err) {
      if (err instanceof ApiError) setErrors({ address: err.fields.address?.[0], tax_id: err.fields.tax_id?.[0] });
      toast.error(errorMessage(err, t("Could not save the address and tax id. Please try again.")));
    }
  };

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t("Postal address")} error={errors.address} hint={t("Printed on invoices and receipts; up to {{max}} characters.", { max: SCHOOL_ADDRESS_MAX })}>
        <textarea className={TEXTAREA_CLASS} rows={3} value={address} onChange={(e) => setAddress(e.target.value)} />
      </FormField>
      <div className="grid content-start gap-3">
        <FormField label={t("Tax id")} error={errors.tax_id} hint={t("Your registration or tax number, if receipts need it.")}>
          <Input value={taxId} onChange={(e) => setTaxId(e.target.value)} />
        </FormField>
        <Button type="submit" className="w-fit" disabled={update.isPending}>
          {t("Save address and tax id")}
        </Button>
      </div>
    </form>
  );
}
