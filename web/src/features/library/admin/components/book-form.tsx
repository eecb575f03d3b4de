import { Controller, useForm } from "react-hook-form";
import { SdgField } from "@/components/forms/sdg-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { BOOK_VISIBILITIES, type BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
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

export const BOOK_SAVED_MESSAGES = { updated: "Book updated successfully!", failed: "Error saving the book. Please try again.", unchanged: "Nothing has changed." } as const;

const formDefaults = (b: BookOut): BookFormInput => ({ ...bookFormValues(b), reading_level: b.reading_level ?? "" });

/** Edit a book's details; sends only the fields that changed. */
export function BookForm({ book }: { book: BookOut }) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<BookFormInput, unknown, BookFormOutput>({ resolver: zodResolver(bookFormSchema), defaultValues: formDefaults(book) });
  const { errors, isSubmitting } = formState;
  const categories = useCategories();
  const update = useUpdateBook();

  const onSubmit = async (values: BookFormOutput) => {
    const changes = changedBookFields(values, book);
    if (Object.keys(changes).length === 0) {
      toast.info(BOOK_SAVED_MESSAGES.unchanged);
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: book.id, changes });
      toast.success(BOOK_SAVED_MESSAGES.updated);
      reset(formDefaults(saved));
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(BOOK_FORM_FIELDS));
      toast.error(BOOK_SAVED_MESSAGES.failed, { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title="Details" description="What readers see on the book's page." className="md:grid-cols-2">
        <FormField label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...register("title")} />
        </FormField>
        <FormField label="Author" error={errors.author_name?.message}>
          <Input autoComplete="off" {...register("author_name")} />
        </FormField>
        <div className="md:col-span-2">
          <FormField label="Description" error={errors.description?.message}>
            <textarea rows={5} className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger" {...register("description")} />
          </FormField>
        </div>
        <FormField label="Language" error={errors.language?.message} hint="A language code such as en or pt-br.">
          <Input autoComplete="off" autoCapitalize="none" {...register("language")} />
        </FormField>
        <FormField label="Reading level" error={errors.reading_level?.message} hint="Optional.">
          <Input autoComplete="off" {...register("reading_level")} />
        </FormField>
      </FormSection>

      <FormSection title="Publishing" description="Who may read it, whether it is featured, and where it is filed." className="md:grid-cols-2">
        <FormField label="Visibility" error={errors.visibility?.message}>
          <Select {...register("visibility")}>
            {BOOK_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_LABELS[v]}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid content-start md:pt-7">
          <CheckboxField label="Featured in the library" error={errors.featured?.message} {...register("featured")} />
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
                error={errors.category_ids?.message ?? (categories.isError ? `Categories could not be loaded: ${errorMessage(categories.error)}` : undefined)}
              />
            )}
          />
        </div>
        <Controller control={control} name="sdgs" render={({ field }) => <SdgField value={field.value ?? []} onChange={field.onChange} error={errors.sdgs?.message} idPrefix="book-sdg" />} />
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel="Save changes" cancelTo={paths.adminPanel.allBooks} />
    </form>
  );
}
