import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { PROJECT_STATUSES, type ProjectCreateInput, type ProjectOut } from "@contracts/giving";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useCharityOptions } from "../api/get-charities";
import { useCreateProject } from "../api/create-project";
import { useUpdateProject } from "../api/update-project";
import { useUploadProjectCover } from "../api/upload-project-cover";
import { PROJECT_STATUS_BADGES } from "../lib/labels";
import { changedFields } from "./charity-form-schema";
import { PROJECT_FORM_FIELDS, loadedProjectValues, projectFormDefaults, projectFormSchema, type ProjectFormInput, type ProjectFormOutput } from "./project-form-schema";
import { SdgField } from "@/components/forms/sdg-field";
import { CauseCurrencyField, CauseTextFields } from "./cause-fields";
import { SuggestedAmountsField } from "./suggested-amounts-field";

export const PROJECT_SAVED_MESSAGES = {
  created: msg("Project added."),
  updated: msg("Project saved."),
  unchanged: msg("Nothing has changed."),
  failed: msg("Could not save the project."),
  imageFailed: msg("The project was saved, but its cover could not be uploaded."),
} as const;

const resolver: Resolver<ProjectFormInput, unknown, ProjectFormOutput> = (values, ctx, options) =>
  zodResolver(projectFormSchema(values.currency || "USD"))(values, ctx, options) as ReturnType<Resolver<ProjectFormInput, unknown, ProjectFormOutput>>;

/** Add a project (no `project`) or edit one (only the changed fields are sent), then upload a new cover. */
export function ProjectForm({ project, listPath }: { project?: ProjectOut; listPath: string }) {
  const { t } = useTranslation();
  const editing = project !== undefined;
  const { register, control, handleSubmit, setError, reset, trigger, formState } = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver,
    defaultValues: projectFormDefaults(project, true),
  });
  const { errors, isSubmitting } = formState;
  const currency = useWatch({ control, name: "currency" });
  const charities = useCharityOptions();
  const loadedCharity = project?.charity;
  const charityOptions: { id: string; name: string }[] = (charities.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  if (loadedCharity && !charityOptions.some((c) => c.id === loadedCharity.id)) charityOptions.push({ id: loadedCharity.id, name: loadedCharity.name });
  const create = useCreateProject();
  const update = useUpdateProject();
  const upload = useUploadProjectCover();
  const navigate = useNavigate();

  const onSubmit = async ({ cover, ...values }: ProjectFormOutput) => {
    const payload: ProjectCreateInput = values;
    let saved: ProjectOut;
    try {
      if (project) {
        const changes = changedFields(payload, loadedProjectValues(project));
        if (Object.keys(changes).length === 0 && !cover) {
          toast.info(t(PROJECT_SAVED_MESSAGES.unchanged));
          return;
        }
        saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: project.id, input: changes }) : project;
      } else {
        saved = await create.mutateAsync(payload);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(PROJECT_FORM_FIELDS));
      toast.error(t(PROJECT_SAVED_MESSAGES.failed), { description: errorMessage(err) });
      return;
    }
    try {
      if (cover) saved = await upload.mutateAsync({ id: saved.id, file: cover });
    } catch (err) {
      toast.error(t(PROJECT_SAVED_MESSAGES.imageFailed), { description: errorMessage(err) });
      if (!editing) navigate(listPath);
      return;
    }
    toast.success(editing ? t(PROJECT_SAVED_MESSAGES.updated) : t(PROJECT_SAVED_MESSAGES.created));
    if (editing) reset(projectFormDefaults(saved));
    else navigate(listPath);
  };

  const fields = {
    title: register("title"),
    status: register("status"),
    platformWide: register("platform_wide"),
    startsOn: register("starts_on"),
    endsOn: register("ends_on"),
    goal: register("goal_amount"),
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-6">
      <FormSection title={t("Project")} description={t("What the project does and who runs it.")} className="md:grid-cols-2">
        <FormField label={t("Title")} error={errors.title?.message}>
          <Input dir="auto" autoComplete="off" {...fields.title} />
        </FormField>
        <Controller
          control={control}
          name="charity_id"
          render={({ field, fieldState }) => (
            // Controlled, so the loaded charity stays chosen when the options arrive after the form.
            <FormField label={t("Charity")} error={fieldState.error?.message} hint={t("Optional. The charity running the project.")}>
              <Select name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                <option value="">{t("No charity")}</option>
                {charityOptions.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <CauseTextFields register={register} errors={errors} />
        <FormField label={t("Status")} error={errors.status?.message} hint={t("Drafts are hidden from donors; funded and closed projects take no more gifts.")}>
          <Select {...fields.status}>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(PROJECT_STATUS_BADGES[s].label)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="md:pt-7">
          <CheckboxField label={t("Platform-wide: offered on every school's site")} {...fields.platformWide} />
        </div>
        <FormField label={t("Starts on")} error={errors.starts_on?.message} hint={t("Optional.")}>
          <Input type="date" {...fields.startsOn} />
        </FormField>
        <FormField label={t("Ends on")} error={errors.ends_on?.message} hint={t("Optional.")}>
          <Input type="date" {...fields.endsOn} />
        </FormField>
      </FormSection>

      <FormSection title={t("Goal")} description={t("How much the project needs, in one currency.")} className="md:grid-cols-2">
        <FormField label={t("Goal ({{currency}})", { currency: currency || "USD" })} error={errors.goal_amount?.message} hint={t("For example 5000 or 1250.50.")}>
          <Input inputMode="decimal" autoComplete="off" {...fields.goal} />
        </FormField>
        <CauseCurrencyField register={register} errors={errors} />
        <SuggestedAmountsField control={control} register={register} errors={errors} currency={currency || "USD"} />
        <Controller control={control} name="sdgs" render={({ field, fieldState }) => <SdgField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
      </FormSection>

      <FormSection title={t("Cover")} description={t("Shown on the project's page and cards.")} className="md:grid-cols-2">
        <ControlledImageField control={control} trigger={trigger} name="cover" label={t("Cover image")} currentUrl={project?.cover_url} />
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add project")} cancelTo={listPath} />
    </form>
  );
}
