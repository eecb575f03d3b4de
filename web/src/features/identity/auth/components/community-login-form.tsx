import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { communityLoginSchema } from "@contracts/auth";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useCommunityLogin } from "../api/community-login";
import { useSecurityCheck } from "../hooks/use-security-check";
import { COMMUNITY_FAILED_MESSAGE, COMMUNITY_SUCCESS_MESSAGE } from "../messages";

/** Community members: the school's one shared password. */
export function CommunityLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCommunityLogin();
  const check = useSecurityCheck();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(communityLoginSchema), defaultValues: { password: "" } });

  const submit = handleSubmit((values) =>
    mutation.mutate(
      { password: values.password, turnstile_token: check.token },
      {
        onSuccess: () => {
          toast.success(t(COMMUNITY_SUCCESS_MESSAGE));
          navigate(paths.home, { replace: true });
        },
        onError: check.onFailure,
      },
    ),
  );

  // Registered outside the markup: the field names are code, not text.
  const field = { password: register("password") };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t(COMMUNITY_FAILED_MESSAGE))}</Alert> : null}
      <FormField label={t("Community password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...field.password} />
      </FormField>
      {check.widget}
      <Button type="submit" size="lg" disabled={mutation.isPending || mutation.isSuccess}>
        {mutation.isPending ? t("Signing in…") : t("Login")}
      </Button>
    </form>
  );
}
