import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SdgField } from "@/components/forms/sdg-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Upload } from "lucide-react";
import { BOOK_TOO_LARGE_MESSAGE, COVER_MAX_BYTES, DEFAULT_BOOK_MAX_BYTES, PUPIL_AUTHOR_NAME_MESSAGE, PUPIL_FULL_NAME_MESSAGE, bookMaxMegabytes } from "@contracts/books";
import type { UserProfile } from "@contracts/users";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FieldMessage } from "@/components/ui/field-message";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useBookCategories } from "../api/get-book-categories";
import { useTeacherClasses } from "@/features/identity/classes/api/get-teacher-classes";
import { useBookUpload } from "../hooks/use-book-upload";
import { ContentLanguageOptions } from "@/components/forms/content-language-options";
import { DeleteDraftButton } from "./delete-draft-button";
import { UploadProgress } from "./upload-progress";
import { UploadSuccess } from "./upload-success";
import { UPLOAD_FORM_FIELDS, uploadBookDefaults, uploadBookSchema, type UploadBookInput, type UploadBookOutput } from "./upload-book-schema";
import { FileInput } from "@/components/ui/file-input";

const VISIBILITY_OPTIONS = [
  { value: "public", label: msg("Public — everyone can read it") },
  { value: "community", label: msg("Community — signed-in members of the school") },
  { value: "private", label: msg("Private — you, your teachers and school admins") },
];
const STEP_FAILED = { create: msg("The book could not be saved."), file: msg("The book file could not be uploaded."), cover: msg("The cover could not be uploaded.") } as const;

/** /uploadbook's form: details → create the draft → upload the file (and cover) with progress → success. */
export function UploadBookForm({ user }: { user: UserProfile }) {
  const isTeacher = user.role === "teacher" && !user.is_staff;
  const isPupil = user.role === "student" && !user.is_staff;
  const canChooseClass = isTeacher || user.role === "school_admin";
  const schema = useMemo(() => uploadBookSchema(isTeacher), [isTeacher]);
  const { register, control, handleSubmit, setError, formState } = useForm<UploadBookInput, unknown, UploadBookOutput>({
    resolver: zodResolver(schema),
    defaultValues: uploadBookDefaults,
  });
  const { t } = useTranslation();
  const { errors } = formState;
  // The size limit's message is a key with {{size}}, filled in here (FieldMessage shows others as they are keyed).
  const fileError = errors.file?.message === BOOK_TOO_LARGE_MESSAGE ? t(BOOK_TOO_LARGE_MESSAGE, { size: formatNumber(bookMaxMegabytes(DEFAULT_BOOK_MAX_BYTES)) }) : errors.file?.message;
  const fields = {
    title: register("title"),
    author: register("author_name"),
    language: register("language"),
    readingLevel: register("reading_level"),
    description: register("description"),
    visibility: register("visibility"),
    classId: register("class_id"),
    categories: register("category_ids"),
  };
  const categories = useBookCategories();
  const classes = useTeacherClasses(canChooseClass);
  const { state, run, reset } = useBookUpload();
  const working = state.phase === "working";
  const detailsSaved = state.book !== null;
  const failed = state.phase === "failed";
  // A draft whose file did not go through can be given another file (Try again) or deleted.
  const fileMissing = failed && state.step === "file" && state.book !== null;

  const submit = handleSubmit(async (values) => {
    const failure = await run(values);
    // The server's messages for the details (e.g. a class the teacher does not teach) land on their fields.
    if (failure?.step === "create") applyFieldErrors(failure.error, setError, oneOf(UPLOAD_FORM_FIELDS));
  });

  if (state.phase === "done" && state.book) return <UploadSuccess book={state.book} onAnother={reset} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset disabled={working || detailsSaved} className="contents">
        <FormSection title={t("About the book")} description={detailsSaved ? t("These details are saved. Only the files are left to upload.") : t("Tell readers what the book is.")} className="md:grid-cols-2">
          <FormField label={t("Title")} error={errors.title?.message}>
            <Input dir="auto" {...fields.title} autoComplete="off" />
          </FormField>
          {/* A pupil's surname is refused by the server (the author's name is shown to every reader), and any pupil's full name from anyone: said before they type it. */}
          <FormField label={t("Author name")} hint={t(isPupil ? PUPIL_AUTHOR_NAME_MESSAGE : PUPIL_FULL_NAME_MESSAGE)} error={errors.author_name?.message}>
            <Input dir="auto" {...fields.author} autoComplete="name" />
          </FormField>
          <FormField label={t("Language")} error={errors.language?.message}>
            <Select {...fields.language}>
              <ContentLanguageOptions />
            </Select>
          </FormField>
          <FormField label={t("Reading level")} hint={t("Optional, e.g. Level 2 or Ages 7–9")} error={errors.reading_level?.message}>
            <Input dir="auto" {...fields.readingLevel} />
          </FormField>
          <div className="md:col-span-2">
            <FormField label={t("Description")} hint={t("Optional")} error={errors.description?.message}>
              <textarea dir="auto"
                {...fields.description}
                rows={4}
                className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger"
              />
            </FormField>
          </div>
          <FormField label={t("Who can read it")} error={errors.visibility?.message}>
            <Select {...fields.visibility}>
              {VISIBILITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </Select>
          </FormField>
          {canChooseClass ? (
            <FormField label={t("Class")} hint={isTeacher ? t("The class this book is for") : t("Optional")} error={errors.class_id?.message}>
              <Select {...fields.classId}>
                <option value="">{classes.isPending ? t("Loading classes…") : isTeacher ? t("Choose a class") : t("No class")}</option>
                {(classes.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {categories.data && categories.data.length > 0 ? (
            <fieldset className="grid gap-2 md:col-span-2" aria-describedby={errors.category_ids ? "category-error" : undefined}>
              <legend className="mb-1 text-sm font-semibold text-ink">{t("Categories (optional)")}</legend>
              <div className="grid gap-2 xs:grid-cols-2 md:grid-cols-3">
                {categories.data.map((c) => (
                  <CheckboxField key={c.id} label={c.name} value={c.id} {...fields.categories} />
                ))}
              </div>
              <FieldMessage id="category-error" error={errors.category_ids?.message} />
            </fieldset>
          ) : null}
          <Controller
            control={control}
            name="sdgs"
            render={({ field }) => <SdgField value={field.value ?? []} onChange={field.onChange} error={errors.sdgs?.message} idPrefix="book-sdg" />}
          />
        </FormSection>
      </fieldset>

      <fieldset disabled={working} className="contents">
        <FormSection title={t("Files")} description={t("A PDF or EPUB of up to {{max}} MB, and an optional cover (PNG, JPEG or WebP, up to {{cover}} MB).", { max: formatNumber(bookMaxMegabytes(DEFAULT_BOOK_MAX_BYTES)), cover: formatNumber(COVER_MAX_BYTES / (1024 * 1024)) })} className="md:grid-cols-2">
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FormField label={t("Book file")} error={fileError}>
                <FileInput accept=".pdf,.epub,application/pdf,application/epub+zip" onChange={(e) => field.onChange(e.target.files?.[0] ?? null)} onBlur={field.onBlur} name={field.name} />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="cover"
            render={({ field }) => (
              <FormField label={t("Cover image")} hint={t("Optional")} error={errors.cover?.message}>
                <FileInput accept="image/png,image/jpeg,image/webp" onChange={(e) => field.onChange(e.target.files?.[0] ?? null)} onBlur={field.onBlur} name={field.name} />
              </FormField>
            )}
          />
        </FormSection>
      </fieldset>

      {state.phase !== "idle" && (state.step !== "create" || state.phase === "working") ? (
        <section aria-label={t("Upload progress")} className="grid gap-3 rounded-lg border border-line-muted bg-surface p-4">
          <UploadProgress label={t("Book file")} value={state.fileProgress} done={state.step === "cover"} failed={failed && state.step === "file"} />
          {state.step === "cover" || state.coverProgress > 0 ? <UploadProgress label={t("Cover image")} value={state.coverProgress} failed={failed && state.step === "cover"} /> : null}
        </section>
      ) : null}

      {state.phase === "failed" ? (
        <Alert tone="error">
          <p className="font-semibold">{t(STEP_FAILED[state.step])}</p>
          <p>{errorMessage(state.error)}</p>
          {detailsSaved ? <p className="mt-1">{t("The book's details are saved: choose the file again if needed and try again.")}</p> : null}
          {fileMissing ? <p>{t("Or delete this draft if you no longer want to upload it.")}</p> : null}
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={working}>
          {state.phase === "failed" ? <RotateCcw aria-hidden /> : <Upload aria-hidden />}
          {working ? t("Uploading…") : state.phase === "failed" ? t("Try again") : t("Upload book")}
        </Button>
        {fileMissing && state.book ? <DeleteDraftButton book={state.book} onDeleted={reset} /> : null}
      </div>
    </form>
  );
}
