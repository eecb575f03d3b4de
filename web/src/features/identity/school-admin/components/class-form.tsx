import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { AdminClass, SchoolClassUpdateInput } from "@contracts/school-admin";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateClass } from "../api/create-class";
import { useTeacherOptions } from "../api/get-users";
import { useUpdateClass } from "../api/update-class";
import { CLASS_FORM_FIELDS, classFormDefaults, classFormSchema, type ClassFormInput, type ClassFormOutput } from "./class-form-schema";
import { TeacherSelect } from "./teacher-select";

export const CLASS_SAVED_MESSAGES = {
  created: msg("Class added successfully!"),
  updated: msg("Class updated successfully!"),
  failed: msg("Error saving class. Please try again."),
} as const;

/** Add a class (no `cls`; `onCreated` receives it with its new code) or edit one (changed fields only). */
export function ClassForm({ cls, onCreated }: { cls?: AdminClass; onCreated?: (cls: AdminClass) => void }) {
  const { t } = useTranslation();
  const editing = cls !== undefined;
  const { register, handleSubmit, setError, reset, formState } = useForm<ClassFormInput, unknown, ClassFormOutput>({
    resolver: zodResolver(classFormSchema),
    defaultValues: classFormDefaults(cls),
  });
  const { errors, isSubmitting } = formState;
  const teachers = useTeacherOptions();
  const create = useCreateClass();
  const update = useUpdateClass();

  const onSubmit = async (values: ClassFormOutput) => {
    try {
      if (cls) {
        const input: SchoolClassUpdateInput = {};
        for (const key of changedKeys(values, classFormDefaults(cls))) {
          if (key === "teacher_id") input.teacher_id = values.teacher_id || null;
          else if (key === "name") input.name = values.name;
          else input.archived = values.archived;
        }
        if (Object.keys(input).length === 0) {
          toast.info(t("Nothing has changed."));
          return;
        }
        const saved = await update.mutateAsync({ id: cls.id, input });
        toast.success(t(CLASS_SAVED_MESSAGES.updated));
        reset(classFormDefaults(saved));
      } else {
        const created = await create.mutateAsync({ name: values.name, teacher_id: values.teacher_id || undefined });
        toast.success(t(CLASS_SAVED_MESSAGES.created));
        onCreated?.(created);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(CLASS_FORM_FIELDS));
      toast.error(t(CLASS_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { name: register("name"), teacher_id: register("teacher_id"), archived: register("archived") };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <FormField label={t("Class name")} error={errors.name?.message} hint={editing ? undefined : t("For example “Year 4 Blue”. Students see it when they sign in.")}>
          <Input autoComplete="off" {...field.name} />
        </FormField>
        <FormField
          label={t("Teacher")}
          error={errors.teacher_id?.message}
          hint={teachers.isPending ? t("Loading teachers…") : teachers.isError ? t("Teachers could not be loaded: {{reason}}", { reason: errorMessage(teachers.error) }) : t("A teacher or school admin of your school.")}
        >
          <TeacherSelect current={cls?.teacher} {...field.teacher_id} />
        </FormField>
      </div>
      {editing ? <CheckboxField label={t("Archived (students can no longer sign in with the class code)")} error={errors.archived?.message} {...field.archived} /> : null}
      <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add class")} cancelTo={paths.schoolAdmin.classes} />
    </form>
  );
}
