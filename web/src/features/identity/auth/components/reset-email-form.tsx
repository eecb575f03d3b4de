import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { passwordResetRequestSchema } from "@contracts/auth";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { SMALL_LINK_HIT_AREA } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { GENERIC_ERROR_MESSAGE, RESET_EMAIL_SENT_MESSAGE } from "../messages";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ResetEmailForm() {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  // Registered outside the markup: the field names are code, not text.
  const field = { email: register("email") };
  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert tone="success">{t(RESET_EMAIL_SENT_MESSAGE)}</Alert>
        <Button asChild variant="outline">
          <Link to={paths.login}>{t("Back to Login")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate className="grid gap-4">
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t(GENERIC_ERROR_MESSAGE))}</Alert> : null}
      <FormField label={t("Email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field.email} />
      </FormField>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t("Sending…") : t("Send reset link")}
      </Button>
      <Link to={paths.login} className={`inline-flex items-center justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline ${SMALL_LINK_HIT_AREA}`}>
        {t("Back to Login")}
      </Link>
    </form>
  );
}
