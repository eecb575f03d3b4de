import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { passwordResetConfirmSchema } from "@contracts/auth";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { confirmPasswordsEarly } from "../lib/confirm-passwords-early";
import { GENERIC_ERROR_MESSAGE } from "../messages";

/** Sets a new password with the token from the reset email. */
export function ResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const mutation = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: confirmPasswordsEarly(zodResolver(passwordResetConfirmSchema)), defaultValues: { token, password: "", password2: "" } });

  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert tone="success">{t("Your password has been changed. You can now log in with your new password.")}</Alert>
        <Button asChild>
          <Link to={paths.login}>{t("Go to Login")}</Link>
        </Button>
      </div>
    );
  }

  // Registered outside the markup: the field names are code, not text.
  const field = { password: register("password"), password2: register("password2") };
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        for (const field of ["password", "password2"] as const) {
          const message = err.fields[field]?.[0];
          if (message) setError(field, { message }, { shouldFocus: true });
        }
      },
    }),
  );
  // Field problems show beside their fields; anything else (an expired link…) above the form.
  const fieldError = mutation.error instanceof ApiError && (mutation.error.fields.password || mutation.error.fields.password2);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {mutation.isError && !fieldError ? (
        <Alert tone="error">
          {errorMessage(mutation.error, t(GENERIC_ERROR_MESSAGE))}{" "}
          <Link to={paths.resetPasswordEmail} className="font-medium underline underline-offset-4">
            {t("Ask for a new link")}
          </Link>
        </Alert>
      ) : null}
      <FormField label={t("New password")} hint={t("At least 8 characters.")} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...field.password} />
      </FormField>
      <FormField label={t("Confirm new password")} error={errors.password2?.message}>
        <PasswordInput autoComplete="new-password" {...field.password2} />
      </FormField>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t("Saving…") : t("Set new password")}
      </Button>
    </form>
  );
}
