import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { COLOR_FIELDS, type AdminTenant } from "@contracts/tenants";
import { paths } from "@/config/paths";
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
  created: "Tenant added successfully!",
  updated: "Tenant updated successfully!",
  // The spec reuses the user form's failure message for schools.
  failed: "Error saving user. Please try again.",
} as const;

type Fields = Record<string, string | boolean | File | null | undefined>;

/** Add a school (no `tenant`) or edit one; an edit sends only the fields that changed. */
export function TenantForm({ tenant }: { tenant?: AdminTenant }) {
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
          toast.info("Nothing has changed.");
          return;
        }
        const saved = await update.mutateAsync({ id: tenant.id, form: toFormData(fields) });
        toast.success(TENANT_SAVED_MESSAGES.updated);
        reset(tenantFormDefaults(saved));
      } else {
        const colors = Object.fromEntries(COLOR_FIELDS.map((f) => [f, values[f] ?? null]));
        await create.mutateAsync(toFormData({ ...values, ...colors, subdomain: values.subdomain ?? undefined, country: values.country ?? undefined, community_password: community_password || undefined, logo: logo ?? undefined }));
        toast.success(TENANT_SAVED_MESSAGES.created);
        navigate(paths.adminPanel.allTenants);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(TENANT_FORM_FIELDS));
      toast.error(TENANT_SAVED_MESSAGES.failed, { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      <div className="grid min-w-0 gap-6">
        <FormSection title="School" description="How the school is named, reached and shown." className="md:grid-cols-2">
          <FormField label="School name" error={errors.school_name?.message}>
            <Input autoComplete="off" {...register("school_name")} />
          </FormField>
          <FormField label="School email" error={errors.school_email?.message}>
            <Input type="email" autoComplete="off" {...register("school_email")} />
          </FormField>
          <FormField label="Domain" error={errors.domain_url?.message} hint="The school's own domain, such as school.example.org.">
            <Input autoComplete="off" autoCapitalize="none" placeholder="school.example.org" {...register("domain_url")} />
          </FormField>
          <FormField label="Subdomain" error={errors.subdomain?.message} hint="Optional. The school is also served at this name under the platform's domain.">
            <Input autoComplete="off" autoCapitalize="none" placeholder="greenfield" {...register("subdomain")} />
          </FormField>
          <FormField label="Switchboard" error={errors.switchboard?.message} hint="Lets users change modes and search.">
            <Select {...register("switchboard")}>
              {editing ? null : <option value="">Choose Yes or No</option>}
              <option value="true">Yes</option>
              <option value="false">No</option>
            </Select>
          </FormField>
          <FormField label="Country" error={errors.country?.message} hint="Where the school is; the global reach map counts schools by country.">
            <Select {...register("country")}>
              <option value="">Not set</option>
              <CountryOptions />
            </Select>
          </FormField>
          <ControlledImageField control={control} trigger={trigger} name="logo" label="Logo" currentUrl={tenant?.logo} />
        </FormSection>

        <FormSection title="Colours" description="Hex colours such as #1d4ed8. Only the primary colour is required; empty ones use the platform's defaults." className="sm:grid-cols-2">
          {COLOR_FIELDS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorField
                  label={COLOR_LABELS[name]}
                  required={name === "primary_color"}
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
          title="Community access"
          description={
            <>
              Community members sign in on the school's site with one shared password.
              {editing ? (tenant.has_community_password ? " A community password is set." : " No community password is set.") : null}
            </>
          }
          className="md:grid-cols-2"
        >
          <FormField
            label="Community password"
            error={errors.community_password?.message}
            hint={editing ? "Leave empty to keep the current password." : "Optional. Leave empty for no community access."}
          >
            <PasswordInput autoComplete="new-password" {...register("community_password")} />
          </FormField>
          {editing && tenant.has_community_password ? (
            <div className="md:pt-7">
              <CheckboxField label="Remove the community password" {...register("clear_community_password")} />
            </div>
          ) : null}
        </FormSection>

        <FormActions submitting={isSubmitting} submitLabel={editing ? "Save changes" : "Add school"} cancelTo={paths.adminPanel.allTenants} />
      </div>

      <div className="xl:sticky xl:top-4">
        <TenantPreview colors={watched} logoUrl={logoUrl} schoolName={watched.school_name ?? ""} />
      </div>
    </form>
  );
}
