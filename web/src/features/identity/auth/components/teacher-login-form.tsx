import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loginSchema } from "@contracts/auth";
import { paths } from "@/config/paths";
import { SMALL_LINK_HIT_AREA } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";

interface TeacherLoginFormProps {
  busy: boolean;
  onSubmit: (values: { username: string; password: string; remember: boolean }) => Promise<void>;
}

/** Teachers, parents and school admins: email (or username) and password. */
export function TeacherLoginForm({ busy, onSubmit }: TeacherLoginFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "", remember: false } });

  // Registered outside the markup: the field names are code, not text.
  const field = { username: register("username"), password: register("password"), remember: register("remember") };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label={t("Email or username")} error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field.username} />
      </FormField>
      <FormField label={t("Password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...field.password} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={t("Remember me")} {...field.remember} />
        <Link to={paths.resetPasswordEmail} className={`inline-flex items-center text-sm font-medium text-primary underline-offset-4 hover:underline ${SMALL_LINK_HIT_AREA}`}>
          {t("Forgot Password?")}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("Signing in…") : t("Login")}
      </Button>
    </form>
  );
}
