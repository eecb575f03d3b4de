import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { signupSchema, type SignupInput } from "@contracts/auth";
import { COMMON_PASSWORD_MESSAGE } from "@contracts/passwords";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Select } from "@/components/ui/select";
import { login } from "@/features/identity/auth/api";
import { countriesInReaderOrder, useCountries } from "../api/get-countries";
import { useSignup } from "../api/signup";
import { confirmPasswordsEarly } from "../lib/confirm-passwords-early";
import { EMAIL_REGISTERED_MESSAGE, GENERIC_ERROR_MESSAGE } from "../messages";
import { TurnstileWidget } from "./turnstile-widget";

// The checkbox holds a boolean until the contract's literal(true) accepts it.
type SignupFormValues = Omit<z.input<typeof signupSchema>, "agreeToTerms"> & { agreeToTerms: boolean };
const resolver = confirmPasswordsEarly(zodResolver(signupSchema) as unknown as Resolver<SignupFormValues, unknown, SignupInput>);
const FORM_FIELDS = ["first_name", "last_name", "email", "password", "password2", "country", "role", "canvaAccount", "agreeToTerms"] as const;

/** The toast for a failed signup; the field messages themselves appear beside the fields. */
export function signupErrorToast(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    if (err.fields.email?.some((m) => /already/i.test(m))) return t(EMAIL_REGISTERED_MESSAGE);
    // The contract's sentence, translated in the contracts catalogue.
    if (err.fields.password?.includes(COMMON_PASSWORD_MESSAGE)) return t(COMMON_PASSWORD_MESSAGE);
  }
  return errorMessage(err, t(GENERIC_ERROR_MESSAGE));
}

interface SignupFormProps {
  role: SignupInput["role"];
  /** Arrived from /canva/: "I have a Canva account" starts ticked. */
  canva?: boolean;
  turnstileSiteKey: string | null;
  onDone: (result: { email: string; signedIn: boolean }) => void;
}

/** Registration step 0: the form; on success the new user is signed in with the same email and password. */
export function SignupForm({ role, canva = false, turnstileSiteKey, onDone }: SignupFormProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const signup = useSignup();
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [turnstileError, setTurnstileError] = useState<string>();
  const [turnstileAttempt, setTurnstileAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver,
    defaultValues: { first_name: "", last_name: "", email: "", password: "", password2: "", country: "", role, canvaAccount: canva, agreeToTerms: false },
  });

  const onSubmit = async (values: SignupInput) => {
    setTurnstileError(undefined);
    try {
      await signup.mutateAsync({ ...values, turnstile_token: turnstileToken ?? undefined });
    } catch (err) {
      if (err instanceof ApiError) {
        let focused = false;
        for (const field of FORM_FIELDS) {
          const message = err.fields[field]?.[0];
          if (!message) continue;
          setError(field, { message }, { shouldFocus: !focused });
          focused = true;
        }
        if (err.fields.turnstile_token?.[0]) setTurnstileError(err.fields.turnstile_token[0]);
      }
      toast.error(signupErrorToast(err, t));
      // A Turnstile token is spent by the server's check: get a fresh one.
      if (turnstileSiteKey) {
        setTurnstileToken(null);
        setTurnstileAttempt((n) => n + 1);
      }
      return;
    }
    const signedIn = await login({ username: values.email, password: values.password, remember: false }).then(
      () => true,
      () => false,
    );
    onDone({ email: values.email, signedIn });
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { first_name: register("first_name"), last_name: register("last_name"), email: register("email"), password: register("password"), password2: register("password2"), country: register("country"), canvaAccount: register("canvaAccount"), agreeToTerms: register("agreeToTerms") };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("First name")} error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...field.first_name} />
        </FormField>
        <FormField label={t("Last name")} error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...field.last_name} />
        </FormField>
      </div>
      <FormField label={t("Email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field.email} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("Password")} hint={t("At least 8 characters.")} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...field.password} />
        </FormField>
        <FormField label={t("Confirm password")} error={errors.password2?.message}>
          <PasswordInput autoComplete="new-password" {...field.password2} />
        </FormField>
      </div>
      <FormField label={t("Country")} error={errors.country?.message ?? (countries.isError ? t("The list of countries could not be loaded. Reload the page to try again.") : undefined)}>
        <Select autoComplete="country" disabled={countries.isPending} {...field.country}>
          <option value="">{countries.isPending ? t("Loading countries…") : t("Select your country")}</option>
          {countriesInReaderOrder(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <CheckboxField label={t("I have a Canva account")} error={errors.canvaAccount?.message} {...field.canvaAccount} />
      <CheckboxField
        label={
          <Trans i18nKey="I agree to the <0>Terms of Use</0>" components={[<Link key="terms" to={paths.termsOfUse} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4" />]} />
        }
        error={errors.agreeToTerms?.message}
        {...field.agreeToTerms}
      />
      {errors.role?.message ? (
        <p role="alert" className="text-sm text-danger">
          {t(errors.role.message)}
        </p>
      ) : null}
      {turnstileSiteKey ? <TurnstileWidget key={turnstileAttempt} siteKey={turnstileSiteKey} onToken={setTurnstileToken} error={turnstileError} /> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("Creating your account…") : t("Create Account")}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        <Trans i18nKey="Already have an account? <0>Login</0>" components={[<Link key="login" to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline" />]} />
      </p>
    </form>
  );
}
