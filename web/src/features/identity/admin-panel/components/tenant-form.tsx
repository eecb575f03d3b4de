import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { COLOR_FIELDS, type AdminTenant } from "@contracts/tenants";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { imageFileProblem } from "@/lib/image-file";
import { useObjectUrl } from "@/lib/use-object-url";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Select } from "@/components/ui/select";
import { CountryOptions } from "@/components/users/country-options";
import { useCreateTenant } from "../api/create-tenant";
import { useUpdateTenant } from "../api/update-tenant";
import { COLOR_LABELS, DEFAULT_COLORS } from "../lib/labels";
import { ColorField } from "./color-field";
import { TenantPreview } from "./tenant-preview";
import { TENANT_FORM_FIELDS, loadedTenantValues, tenantFormDefaults, tenantFormSchema, type TenantFormInput, type TenantFormOutput } from "./tenant-form-schema";

export const TENANT_SAVED_MESSAGES = {
  created: msg("Tenant added successfully!"),
  updated: msg("Tenant updated successfully!"),
  // The spec reuses the user form's failure message for schools.
  failed: msg("Error saving user. Please try again."),
} as const;

const LOGO_FIELD = "logo";
const PRIMARY = "primary_color";
const EXAMPLE_DOMAIN = "school.example.org";
const EXAMPLE_SUBDOMAIN = "greenfield";

type Fields = Record<string, string | boolean | File | null | undefined>;

/** Add a school (no `tenant`) or edit one; an edit sends only the fields that changed. */
export function TenantForm({ tenant }: { tenant?: AdminTenant }) {
  const { t } = useTranslation();
  const editing = tenant !== undefined;
  const { register, control, handleSubmit, setError, reset, trigger, formState } = useForm<TenantFormInput, unknown, TenantFormOutput>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: tenantFormDefaults(tenant),
  });
  const { errors, isSubmitting } = formState;
  const watched = useWatch({ control });
  const pickedLogo = watched.logo && !imageFileProblem(watched.logo) ? watched.logo : null;
  const logoUrl = useObjectUrl(pickedLogo) ?? tenant?.logo ?? null;
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const navigate = useNavigate();

  const onSubmit = async ({ logo, community_password, clear_community_password, ...values }: TenantFormOutput) => {
    try {
      if (tenant) {
        const fields: Fields = {};
        for (const key of changedKeys(values, loadedTenantValues(tenant))) fields[key] = values[key];
        if (community_password) fields.community_password = community_password;
        else if (clear_community_password) fields.community_password = "";
        if (logo) fields.logo = logo;
        if (Object.keys(fields).length === 0) {
          toast.info(t("Nothing has changed."));
          return;
        }
        const saved = await update.mutateAsync({ id: tenant.id, form: toFormData(fields) });
        toast.success(t(TENANT_SAVED_MESSAGES.updated));
        reset(tenantFormDefaults(saved));
      } else {
        const colors = Object.fromEntries(COLOR_FIELDS.map((f) => [f, values[f] ?? null]));
        await create.mutateAsync(toFormData({ ...values, ...colors, subdomain: values.subdomain ?? undefined, country: values.country ?? undefined, community_password: community_password || undefined, logo: logo ?? undefined }));
        toast.success(t(TENANT_SAVED_MESSAGES.created));
        navigate(adminPanelPaths.allTenants);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(TENANT_FORM_FIELDS));
      toast.error(t(TENANT_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { school_name: register("school_name"), school_email: register("school_email"), domain_url: register("domain_url"), subdomain: register("subdomain"), switchboard: register("switchboard"), country: register("country"), community_password: register("community_password"), clear_community_password: register("clear_community_password") };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      <div className="grid min-w-0 gap-6">
        <FormSection title={t("School")} description={t("How the school is named, reached and shown.")} className="md:grid-cols-2">
          <FormField label={t("School name")} error={errors.school_name?.message}>
            <Input autoComplete="off" {...field.school_name} />
          </FormField>
          <FormField label={t("School email")} error={errors.school_email?.message}>
            <Input type="email" autoComplete="off" {...field.school_email} />
          </FormField>
          <FormField label={t("Domain")} error={errors.domain_url?.message} hint={t("The school's own domain, such as school.example.org.")}>
            <Input autoComplete="off" autoCapitalize="none" placeholder={EXAMPLE_DOMAIN} {...field.domain_url} />
          </FormField>
          <FormField label={t("Subdomain")} error={errors.subdomain?.message} hint={t("Optional. The school is also served at this name under the platform's domain.")}>
            <Input autoComplete="off" autoCapitalize="none" placeholder={EXAMPLE_SUBDOMAIN} {...field.subdomain} />
          </FormField>
          <FormField label={t("Switchboard")} error={errors.switchboard?.message} hint={t("Lets users change modes and search.")}>
            <Select {...field.switchboard}>
              {editing ? null : <option value="">{t("Choose Yes or No")}</option>}
              <option value="true">{t("Yes")}</option>
              <option value="false">{t("No")}</option>
            </Select>
          </FormField>
          <FormField label={t("Country")} error={errors.country?.message} hint={t("Where the school is; the global reach map counts schools by country.")}>
            <Select {...field.country}>
              <option value="">{t("Not set")}</option>
              <CountryOptions />
            </Select>
          </FormField>
          <ControlledImageField control={control} trigger={trigger} name={LOGO_FIELD} label={t("Logo")} currentUrl={tenant?.logo} />
        </FormSection>

        <FormSection title={t("Colours")} description={t("Hex colours such as #1d4ed8. Only the primary colour is required; empty ones use the platform's defaults.")} className="sm:grid-cols-2">
          {COLOR_FIELDS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorField
                  label={t(COLOR_LABELS[name])}
                  required={name === PRIMARY}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  fallback={DEFAULT_COLORS[name]}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </FormSection>

        <FormSection
          title={t("Community access")}
          description={
            <>
              {t("Community members sign in on the school's site with one shared password.")}
              {editing ? ` ${tenant.has_community_password ? t("A community password is set.") : t("No community password is set.")}` : null}
            </>
          }
          className="md:grid-cols-2"
        >
          <FormField
            label={t("Community password")}
            error={errors.community_password?.message}
            hint={editing ? t("Leave empty to keep the current password.") : t("Optional. Leave empty for no community access.")}
          >
            <PasswordInput autoComplete="new-password" {...field.community_password} />
          </FormField>
          {editing && tenant.has_community_password ? (
            <div className="md:pt-7">
              <CheckboxField label={t("Remove the community password")} {...field.clear_community_password} />
            </div>
          ) : null}
        </FormSection>

        <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add school")} cancelTo={adminPanelPaths.allTenants} />
      </div>

      <div className="xl:sticky xl:top-4">
        <TenantPreview colors={watched} logoUrl={logoUrl} schoolName={watched.school_name ?? ""} />
      </div>
    </form>
  );
}
