import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { msg } from "@/lib/i18n";
import type { BookCategoryOut } from "@contracts/books";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";
import { CATEGORY_FORM_FIELDS, categoryFormDefaults, categoryFormSchema, type CategoryFormInput, type CategoryFormOutput } from "./category-form-schema";

export const CATEGORY_SAVED_MESSAGES = {
  created: msg("Category added successfully!"),
  updated: msg("Category updated successfully!"),
  failed: msg("Error saving the category. Please try again."),
  unchanged: msg("Nothing has changed."),
} as const;

/** Add a category (no `category`) or edit one (only changed fields); multipart, with an optional image. */
export function CategoryForm({ category, listPath }: { category?: BookCategoryOut; listPath: string }) {
  const { register, control, handleSubmit, setError, trigger, formState } = useForm<CategoryFormInput, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(category),
  });
  const { t } = useTranslation();
  const { errors, isSubmitting } = formState;
  const fields = { name: register("name"), slug: register("slug"), order: register("sort_order") };
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const navigate = useNavigate();

  const onSubmit = async ({ image, ...values }: CategoryFormOutput) => {
    try {
      if (category) {
        const fields: Record<string, string | number | File> = {};
        // A cleared slug or order is "no change", not a field to send.
        for (const key of changedKeys(values, category)) if (values[key] !== undefined) fields[key] = values[key];
        if (image) fields.image = image;
        if (Object.keys(fields).length === 0) {
          toast.info(t(CATEGORY_SAVED_MESSAGES.unchanged));
          return;
        }
        await update.mutateAsync({ id: category.id, form: toFormData(fields) });
        toast.success(t(CATEGORY_SAVED_MESSAGES.updated));
      } else {
        await create.mutateAsync(toFormData({ ...values, image: image ?? undefined }));
        toast.success(t(CATEGORY_SAVED_MESSAGES.created));
      }
      navigate(listPath);
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(CATEGORY_FORM_FIELDS));
      toast.error(t(CATEGORY_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title={t("Category")} description={t("How the category is named and ordered in the library.")} className="md:grid-cols-2">
        <FormField label={t("Name")} error={errors.name?.message}>
          <Input dir="auto" autoComplete="off" {...fields.name} />
        </FormField>
        <FormField label={t("Slug")} error={errors.slug?.message} hint={category ? t("Used in links to the category.") : t("Optional. Made from the name when empty.")}>
          <Input autoComplete="off" autoCapitalize="none" {...fields.slug} />
        </FormField>
        <FormField label={t("Order")} error={errors.sort_order?.message} hint={category ? t("Lower numbers come first.") : t("Optional. Empty puts it last.")}>
          <Input type="number" inputMode="numeric" min={0} max={10000} step={1} {...fields.order} />
        </FormField>
        <ControlledImageField control={control} trigger={trigger} name="image" label={t("Image")} currentUrl={category?.image} />
      </FormSection>
      <FormActions submitting={isSubmitting} submitLabel={category ? t("Save changes") : t("Add category")} cancelTo={listPath} />
    </form>
  );
}
