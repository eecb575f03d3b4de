import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "@/lib/toast";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import { MAX_NEW_STUDENTS, newStudentSchema, type RosterStudent } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { applyFieldErrors } from "@/lib/form-data";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useAddClassStudents } from "../api/add-class-students";
import { fullName } from "../lib/labels";

const schema = z.object({ students: z.array(newStudentSchema).min(1).max(MAX_NEW_STUDENTS) });
type Values = z.input<typeof schema>;
const blankRow = () => ({ first_name: "", last_name: "", password: "" });
/** The worker keys a bad row's fields as students.{index}.{field}. */
const ROW_FIELD = /^students\.(\d+)\.(first_name|last_name|password)$/;

/** Create student accounts (usernames are generated) and add them to the class, several at once. */
export function NewStudentsForm({ classId, className, onClose }: { classId: string; className: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<RosterStudent[] | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { students: [blankRow()] },
  });
  const rows = useFieldArray({ control, name: "students" });
  const add = useAddClassStudents();
  const errors = formState.errors.students;
  const cardsLink = `${paths.schoolAdmin.classStudents(classId)}?view=cards`;

  const onSubmit = async (values: Values) => {
    try {
      const { results } = await add.mutateAsync({ classId, input: { students: values.students } });
      setCreated(results);
      reset({ students: [blankRow()] });
      toast.success(t("{{count}} students created and added to {{class}}.", { count: results.length, class: className }));
    } catch (err) {
      const known = (field: string) => {
        const m = ROW_FIELD.exec(field);
        return !!m && Number(m[1]) < values.students.length;
      };
      applyFieldErrors(err, setError, known);
      toast.error(t("Error creating students. Please try again."), { description: errorMessage(err) });
    }
  };

  return (
    <section aria-labelledby="new-students-title" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <div className="grid gap-1">
        <h2 id="new-students-title" className="text-lg font-semibold text-ink">
          {t("Create new students")}
        </h2>
        <p className="text-sm text-ink-muted">{t("Each student gets a username made from the school and their name, and signs in with the class code and this password.")}</p>
      </div>

      {created ? (
        <Alert tone="success" className="grid gap-2">
          <p className="font-semibold">{t("Created and added to {{class}}:", { class: className })}</p>
          <ul className="grid gap-1">
            {created.map((s) => (
              <li key={s.id}>
                {fullName(s)} — <span className="font-mono">{s.username}</span>
              </li>
            ))}
          </ul>
          <p>
            <Trans i18nKey="Hand out their passwords, or <0>print QR login cards</0>." components={[<Link key="cards" to={cardsLink} className="font-semibold underline" />]} />
          </p>
        </Alert>
      ) : null}

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <ol className="grid gap-3">
          {rows.fields.map((row, i) => (
            <li key={row.id}>
              <fieldset className="grid gap-3 rounded-lg border border-line-muted p-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start">
                <legend className="px-1 text-sm font-medium text-ink-muted">{t("Student {{number}}", { number: formatNumber(i + 1) })}</legend>
                <FormField label={t("First name")} error={errors?.[i]?.first_name?.message}>
                  <Input autoComplete="off" {...register(`students.${i}.first_name`)} />
                </FormField>
                <FormField label={t("Last name")} error={errors?.[i]?.last_name?.message}>
                  <Input autoComplete="off" {...register(`students.${i}.last_name`)} />
                </FormField>
                <FormField label={t("Password")} error={errors?.[i]?.password?.message}>
                  <PasswordInput autoComplete="new-password" {...register(`students.${i}.password`)} />
                </FormField>
                <Button type="button" variant="ghost" className="text-danger md:mt-6" disabled={rows.fields.length === 1} onClick={() => rows.remove(i)} aria-label={t("Remove student {{number}}", { number: formatNumber(i + 1) })}>
                  <Trash2 aria-hidden /> <span className="md:sr-only">{t("Remove")}</span>
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => rows.append(blankRow())} disabled={rows.fields.length >= MAX_NEW_STUDENTS}>
            <Plus aria-hidden /> {t("Add another student")}
          </Button>
          <span className="flex-1" />
          <Button type="button" variant="ghost" onClick={onClose}>
            {t("Close")}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("Creating…") : t("Create {{count}} students", { count: rows.fields.length })}
          </Button>
        </div>
      </form>
    </section>
  );
}
