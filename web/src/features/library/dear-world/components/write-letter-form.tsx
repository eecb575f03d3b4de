import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "@/lib/toast";
import { LETTER_BODY_MAX, letterCreateSchema } from "@contracts/dear-world";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { blankOr, contractField } from "@/lib/form-schema";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useTeacherClasses as useMyClasses } from "@/features/identity/classes/api/get-teacher-classes";
import { useWriteLetter } from "../api/write-letter";

/** The contract's own rules and messages, on the form's text fields. */
const letterFormSchema = z.object({
  title: blankOr(letterCreateSchema.shape.title),
  body: contractField(letterCreateSchema.shape.body),
  class_id: blankOr(letterCreateSchema.shape.class_id),
});
type LetterFormInput = z.input<typeof letterFormSchema>;
type LetterFormOutput = z.output<typeof letterFormSchema>;
const FIELDS = ["title", "body", "class_id"] as const;

export const LETTER_SENT_MESSAGE = msg("Your letter is sent! A teacher will read it before it goes into the book.");

/**
 * Write a letter to the world: plain text; it waits for a teacher before it is in the book. A
 * teacher of several classes chooses which class's chapter it belongs to.
 */
export function WriteLetterForm({ teacher = false }: { teacher?: boolean }) {
  const { register, handleSubmit, setError, setValue, getValues, reset, control, formState } = useForm<LetterFormInput, unknown, LetterFormOutput>({
    resolver: zodResolver(letterFormSchema),
    defaultValues: { title: "", body: "", class_id: "" },
  });
  const { t } = useTranslation();
  const fields = { classId: register("class_id"), title: register("title"), body: register("body") };
  const classes = useMyClasses(teacher);
  const choices = classes.data ?? [];
  // The first class (by name) is also what the worker picks when none is named.
  const firstClass = choices[0]?.id;
  useEffect(() => {
    if (firstClass && !getValues("class_id")) setValue("class_id", firstClass);
  }, [firstClass, getValues, setValue]);
  const { errors, isSubmitting } = formState;
  const body = useWatch({ control, name: "body" }) ?? "";
  const write = useWriteLetter();

  const onSubmit = async (values: LetterFormOutput) => {
    try {
      await write.mutateAsync({ title: values.title, body: values.body, class_id: values.class_id });
      toast.success(t(LETTER_SENT_MESSAGE));
      reset({ title: "", body: "", class_id: values.class_id ?? "" });
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(FIELDS));
      toast.error(t("Your letter could not be sent."), { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t("Write a letter")} className="grid gap-4">
      {choices.length > 1 ? (
        <FormField label={t("Class")} error={errors.class_id?.message} hint={t("The class chapter this letter belongs to.")}>
          <Select {...fields.classId}>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label={t("Title (optional)")} error={errors.title?.message}>
        <Input dir="auto" autoComplete="off" maxLength={200} {...fields.title} />
      </FormField>
      <FormField label={t("Your letter")} error={errors.body?.message} hint={t("{{length}} of {{max}} characters. Plain text only.", { length: formatNumber(body.length), max: formatNumber(LETTER_BODY_MAX) })}>
        <textarea dir="auto"
          rows={7}
          className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger"
          placeholder={t("Dear World, …")}
          {...fields.body}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("Sending…") : t("Send my letter")}
        </Button>
      </div>
    </form>
  );
}
