import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { ClassStudentEntry } from "@contracts/classes";
import { loginSchema } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { StudentAvatar } from "./student-tile";

const studentName = (student: ClassStudentEntry) => (student.last_initial ? `${student.first_name} ${student.last_initial}.` : student.first_name);

const studentPasswordSchema = loginSchema.pick({ password: true });

interface StudentPasswordFormProps {
  student: ClassStudentEntry;
  busy: boolean;
  /** Signs in; a failure's message (already in the reader's language) goes to `report`. */
  onSubmit: (password: string, report: (message: string) => void) => Promise<void>;
}

/** Student step 4: the chosen student's password. */
export function StudentPasswordForm({ student, busy, onSubmit }: StudentPasswordFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(studentPasswordSchema), defaultValues: { password: "" } });

  // A wrong password stays said under the field (a toast went before a slow reader had read it), and
  // the field has the focus again with its text selected, so what the child types next replaces it.
  const report = (message: string) => {
    setError("password", { type: "server", message });
    setFocus("password", { shouldSelect: true });
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { password: register("password") };
  return (
    <form onSubmit={handleSubmit(({ password }) => onSubmit(password, report))} noValidate className="grid gap-4">
      <div className="flex items-center gap-4 rounded-xl bg-surface-alt p-4">
        <StudentAvatar student={student} />
        <p className="min-w-0 text-lg font-semibold break-words text-ink">
          {/* Isolated, as on the tile: "Amara A." read ".Amara A" on an Arabic page. */}
          <bdi>{studentName(student)}</bdi>
        </p>
      </div>
      <FormField label={t("Password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...field.password} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("Signing in…") : t("Login")}
      </Button>
      {/* A pupil has no email, so the grown-ups' "Forgot Password?" link would lead nowhere: their teacher sets a new one. */}
      <p className="text-center text-sm text-ink-muted">{t("Forgotten your password? Ask your teacher: they can give you a new one.")}</p>
    </form>
  );
}
