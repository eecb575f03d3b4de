import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { CHARITY_STATUSES, type CharityCreateInput, type CharityOut } from "@contracts/giving";
import { COUNTRIES } from "@contracts/countries";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useCreateCharity } from "../api/create-charity";
import { useUpdateCharity } from "../api/update-charity";
import { useUploadCharityImage, type CharityImageKind } from "../api/upload-charity-image";
import { CHARITY_STATUS_BADGES } from "../lib/labels";
import { CHARITY_FORM_FIELDS, changedFields, charityFormDefaults, charityFormSchema, loadedCharityValues, type CharityFormInput, type CharityFormOutput } from "./charity-form-schema";
import { SdgField } from "@/components/forms/sdg-field";
import { CauseCurrencyField, CauseTextFields } from "./cause-fields";
import { SuggestedAmountsField } from "./suggested-amounts-field";

export const CHARITY_SAVED_MESSAGES = {
  created: msg("Charity added."),
  updated: msg("Charity saved."),
  unchanged: msg("Nothing has changed."),
  failed: msg("Could not save the charity."),
  imageFailed: msg("The charity was saved, but an image could not be uploaded."),
} as const;

/** The resolver picks the schema for the currency currently chosen (suggested amounts are in it). */
const resolver: Resolver<CharityFormInput, unknown, CharityFormOutput> = (values, ctx, options) =>
  zodResolver(charityFormSchema(values.currency || "USD"))(values, ctx, options) as ReturnType<Resolver<CharityFormInput, unknown, CharityFormOutput>>;

/**
 * Add a charity (no `charity`) or edit one; an edit sends only the fields that changed, then
 * uploads a newly picked logo or cover. `allowPlatformWide` shows the staff-only switch.
 */
export function CharityForm({ charity, allowPlatformWide, listPath }: { charity?: CharityOut; allowPlatformWide: boolean; listPath: string }) {
  const { t } = useTranslation();
  const editing = charity !== undefined;
  const { register, control, handleSubmit, setError, reset, trigger, formState } = useForm<CharityFormInput, unknown, CharityFormOutput>({
    resolver,
    defaultValues: charityFormDefaults(charity, allowPlatformWide),
  });
  const { errors, isSubmitting } = formState;
  const currency = useWatch({ control, name: "currency" });
  const create = useCreateCharity();
  const update = useUpdateCharity();
  const upload = useUploadCharityImage();
  const navigate = useNavigate();

  const uploadImages = async (id: string, images: Partial<Record<CharityImageKind, File | null>>) => {
    let saved: CharityOut | null = null;
    for (const kind of ["logo", "cover"] as const) {
      const file = images[kind];
      if (file) saved = await upload.mutateAsync({ id, kind, file });
    }
    return saved;
  };

  const onSubmit = async ({ logo, cover, platform_wide, ...values }: CharityFormOutput) => {
    const payload: CharityCreateInput = allowPlatformWide ? { ...values, platform_wide } : values;
    let saved: CharityOut;
    try {
      if (charity) {
        const changes = changedFields(payload, loadedCharityValues(charity));
        if (Object.keys(changes).length === 0 && !logo && !cover) {
          toast.info(t(CHARITY_SAVED_MESSAGES.unchanged));
          return;
        }
        saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: charity.id, input: changes }) : charity;
      } else {
        saved = await create.mutateAsync(payload);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(CHARITY_FORM_FIELDS));
      toast.error(t(CHARITY_SAVED_MESSAGES.failed), { description: errorMessage(err) });
      return;
    }
    try {
      saved = (await uploadImages(saved.id, { logo, cover })) ?? saved;
    } catch (err) {
      applyFieldErrors(err, setError, (f) => f === "file");
      toast.error(t(CHARITY_SAVED_MESSAGES.imageFailed), { description: errorMessage(err) });
      if (!editing) navigate(listPath);
      return;
    }
    toast.success(editing ? t(CHARITY_SAVED_MESSAGES.updated) : t(CHARITY_SAVED_MESSAGES.created));
    if (editing) reset(charityFormDefaults(saved));
    else navigate(listPath);
  };

  const fields = { name: register("name"), website: register("website"), country: register("country"), status: register("status"), platformWide: register("platform_wide") };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-6">
      <FormSection title={t("Charity")} description={t("How the charity is named and presented to donors.")} className="md:grid-cols-2">
        <FormField label={t("Name")} error={errors.name?.message}>
          <Input dir="auto" autoComplete="off" {...fields.name} />
        </FormField>
        <FormField label={t("Website")} error={errors.website?.message} hint={t("Optional. A full address such as https://example.org.")}>
          <Input type="url" autoComplete="off" autoCapitalize="none" {...fields.website} />
        </FormField>
        <CauseTextFields register={register} errors={errors} />
        <FormField label={t("Country")} error={errors.country?.message} hint={t("Optional.")}>
          <Select {...fields.country}>
            <option value="">{t("No country")}</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Status")} error={errors.status?.message} hint={t("Inactive charities are hidden from donors.")}>
          <Select {...fields.status}>
            {CHARITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(CHARITY_STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        {allowPlatformWide ? (
          <div className="md:col-span-2">
            <CheckboxField label={t("Platform-wide: offered on every school's site (otherwise only on this host's school)")} {...fields.platformWide} />
          </div>
        ) : null}
      </FormSection>

      <FormSection title={t("Giving")} description={t("The currency gifts are made in and the amounts donors are offered.")} className="md:grid-cols-2">
        <CauseCurrencyField register={register} errors={errors} />
        <div className="hidden md:block" />
        <SuggestedAmountsField control={control} register={register} errors={errors} currency={currency || "USD"} />
        <Controller control={control} name="sdgs" render={({ field, fieldState }) => <SdgField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
      </FormSection>

      <FormSection title={t("Images")} description={t("Shown on the charity's page and cards.")} className="md:grid-cols-2">
        <ControlledImageField control={control} trigger={trigger} name="logo" label={t("Logo")} currentUrl={charity?.logo_url} />
        <ControlledImageField control={control} trigger={trigger} name="cover" label={t("Cover image")} currentUrl={charity?.cover_url} />
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add charity")} cancelTo={listPath} />
    </form>
  );
}
