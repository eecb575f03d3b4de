import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SdgField } from "@/components/forms/sdg-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { BOOK_VISIBILITIES, PUPIL_FULL_NAME_MESSAGE, type BookOut } from "@contracts/books";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { msg } from "@/lib/i18n";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useCategories } from "../api/get-categories";
import { useUpdateBook } from "../api/update-book";
import { VISIBILITY_LABELS } from "../lib/labels";
import { BOOK_FORM_FIELDS, bookFormSchema, bookFormValues, changedBookFields, type BookFormInput, type BookFormOutput } from "./book-form-schema";
import { CategoryCheckboxes } from "./category-checkboxes";

export const BOOK_SAVED_MESSAGES = { updated: msg("Book updated successfully!"), failed: msg("Error saving the book. Please try again."), unchanged: msg("Nothing has changed.") } as const;

const formDefaults = (b: BookOut): BookFormInput => ({ ...bookFormValues(b), reading_level: b.reading_level ?? "" });

/** Edit a book's details; sends only the fields that changed. */
export function BookForm({ book }: { book: BookOut }) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<BookFormInput, unknown, BookFormOutput>({ resolver: zodResolver(bookFormSchema), defaultValues: formDefaults(book) });
  const { t } = useTranslation();
  const { errors, isSubmitting } = formState;
  const fields = {
    title: register("title"),
    author: register("author_name"),
    description: register("description"),
    language: register("language"),
    readingLevel: register("reading_level"),
    visibility: register("visibility"),
    featured: register("featured"),
  };
  const categories = useCategories();
  const update = useUpdateBook();

  const onSubmit = async (values: BookFormOutput) => {
    const changes = changedBookFields(values, book);
    if (Object.keys(changes).length === 0) {
      toast.info(t(BOOK_SAVED_MESSAGES.unchanged));
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: book.id, changes });
      toast.success(t(BOOK_SAVED_MESSAGES.updated));
      reset(formDefaults(saved));
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(BOOK_FORM_FIELDS));
      toast.error(t(BOOK_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title={t("Details")} description={t("What readers see on the book's page.")} className="md:grid-cols-2">
        <FormField label={t("Title")} error={errors.title?.message}>
          <Input dir="auto" autoComplete="off" {...fields.title} />
        </FormField>
        <FormField label={t("Author")} hint={t(PUPIL_FULL_NAME_MESSAGE)} error={errors.author_name?.message}>
          <Input dir="auto" autoComplete="off" {...fields.author} />
        </FormField>
        <div className="md:col-span-2">
          <FormField label={t("Description")} error={errors.description?.message}>
            <textarea dir="auto" rows={5} className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger" {...fields.description} />
          </FormField>
        </div>
        <FormField label={t("Language")} error={errors.language?.message} hint={t("A language code such as en or pt-br.")}>
          <Input autoComplete="off" autoCapitalize="none" {...fields.language} />
        </FormField>
        <FormField label={t("Reading level")} error={errors.reading_level?.message} hint={t("Optional.")}>
          <Input dir="auto" autoComplete="off" {...fields.readingLevel} />
        </FormField>
      </FormSection>

      <FormSection title={t("Publishing")} description={t("Who may read it, whether it is featured, and where it is filed.")} className="md:grid-cols-2">
        <FormField label={t("Visibility")} error={errors.visibility?.message}>
          <Select {...fields.visibility}>
            {BOOK_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(VISIBILITY_LABELS[v])}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid content-start md:pt-7">
          <CheckboxField label={t("Featured in the library")} error={errors.featured?.message} {...fields.featured} />
        </div>
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="category_ids"
            render={({ field }) => (
              <CategoryCheckboxes
                categories={categories.data ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.category_ids?.message ?? (categories.isError ? t("Categories could not be loaded: {{error}}", { error: errorMessage(categories.error) }) : undefined)}
              />
            )}
          />
        </div>
        <Controller control={control} name="sdgs" render={({ field }) => <SdgField value={field.value ?? []} onChange={field.onChange} error={errors.sdgs?.message} idPrefix="book-sdg" />} />
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel={t("Save changes")} cancelTo={adminPanelPaths.allBooks} />
    </form>
  );
}
