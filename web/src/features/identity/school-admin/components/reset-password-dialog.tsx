import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { toast } from "@/lib/toast";
import { TriangleAlert, Wand2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { passwordField } from "@contracts/passwords";
import type { RosterStudent } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useResetStudentPassword } from "../api/reset-student-password";
import { fullName } from "../lib/labels";

const schema = z.object({ password: passwordField });
type Values = z.infer<typeof schema>;

/** Set a student's password: type one, or have one generated and shown here once. */
export function ResetPasswordDialog({ student, onClose }: { student: RosterStudent | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Reset password")}
      description={student ? t("A new password for {{name}} ({{username}}). It signs them out everywhere.", { name: fullName(student), username: student.username }) : undefined}
    >
      {/* Mounted only while open: a generated password is forgotten as soon as the dialog closes. */}
      {student ? <ResetPasswordBody key={student.id} student={student} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ResetPasswordBody({ student, onClose }: { student: RosterStudent; onClose: () => void }) {
  const { t } = useTranslation();
  const [generated, setGenerated] = useState<string | null>(null);
  const reset = useResetStudentPassword();
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "" } });

  const setTyped = async ({ password }: Values) => {
    try {
      await reset.mutateAsync({ studentId: student.id, password });
      toast.success(t("The password of {{name}} was changed.", { name: fullName(student) }));
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, oneOf(["password"]))) toast.error(errorMessage(err, t("Could not change the password. Please try again.")));
    }
  };
  const generate = async () => {
    try {
      const answer = await reset.mutateAsync({ studentId: student.id });
      if (answer?.password) setGenerated(answer.password);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not generate a password. Please try again.")));
    }
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { password: register("password") };
  if (generated) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-ink" id="generated-password-label">
            {t("New password for {{username}}", { username: student.username })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code aria-labelledby="generated-password-label" className="rounded-md bg-surface-alt px-3 py-2 font-mono text-xl font-semibold tracking-wide break-all text-ink">
              {generated}
            </code>
            <CopyButton value={generated} label={t("Copy the new password")} />
          </div>
        </div>
        <Alert tone="info" className="flex gap-2 border-amber-300 bg-amber-50 text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{t("Copy or write down this password now. It will not be shown again.")}</span>
        </Alert>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t("Done")}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={handleSubmit(setTyped)} className="grid gap-3">
        <FormField label={t("New password")} error={formState.errors.password?.message} hint={t("At least 8 characters.")}>
          <PasswordInput autoComplete="new-password" {...field.password} />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={reset.isPending}>
            {formState.isSubmitting ? t("Saving…") : t("Set password")}
          </Button>
        </div>
      </form>
      <div className="flex items-center gap-3 text-xs text-ink-muted uppercase" aria-hidden>
        <span className="h-px flex-1 bg-line-muted" /> {t("or")} <span className="h-px flex-1 bg-line-muted" />
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-ink-muted">{t("Let the platform choose a password. It is shown to you once.")}</p>
        <Button variant="outline" onClick={() => void generate()} disabled={reset.isPending}>
          <Wand2 aria-hidden /> {reset.isPending && !formState.isSubmitting ? t("Generating…") : t("Generate a password")}
        </Button>
      </div>
    </div>
  );
}
