import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useTranslation } from "react-i18next";
import { secondFactorSchema, type SecondFactorPendingOut } from "@contracts/auth";
import { errorMessage } from "@/lib/api-client";
import { setSession } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { completeSecondFactor, confirmSignInEnrolment, startSignInEnrolment, type LoginResponse } from "../api";

const codeSchema = secondFactorSchema.pick({ code: true });

function CodeForm({ busy, error, submitLabel, onSubmit, hint }: { busy: boolean; error: unknown; submitLabel: string; onSubmit: (code: string) => void; hint?: string }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });
  // Registered outside the markup: the field names are code, not text.
  const field = { code: register("code") };
  return (
    <form onSubmit={handleSubmit(({ code }) => onSubmit(code))} noValidate className="grid gap-4">
      {error ? <Alert tone="error">{errorMessage(error, t("That code did not work. Please try again."))}</Alert> : null}
      <FormField label={t("Authentication code")} hint={hint} error={errors.code?.message}>
        <Input autoComplete="one-time-code" inputMode="text" autoCapitalize="none" spellCheck={false} {...field.code} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("Checking…") : submitLabel}
      </Button>
    </form>
  );
}

/** The code step after the password: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ pending, onSignedIn }: { pending: SecondFactorPendingOut; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: (code: string) => completeSecondFactor({ mfa_token: pending.mfa_token, code }), onSuccess: onSignedIn });
  return (
    <CodeForm
      busy={mutation.isPending || mutation.isSuccess}
      error={mutation.error}
      submitLabel={t("Verify")}
      hint={t("The 6-digit code from your authenticator app, or one of your recovery codes.")}
      onSubmit={(code) => mutation.mutate(code)}
    />
  );
}

/**
 * Staff without an authenticator: the QR code (otpauth://) and the secret as text, then the first
 * code; the recovery codes are shown once before the session starts.
 */
export function TotpEnrolment({ pending, onSignedIn }: { pending: SecondFactorPendingOut; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const setup = useQuery({ queryKey: ["second-factor-enrolment", pending.mfa_token], queryFn: () => startSignInEnrolment(pending.mfa_token), staleTime: Infinity, gcTime: Infinity, retry: false });
  const [qr, setQr] = useState<string | null>(null);
  const [done, setDone] = useState<(LoginResponse & { recovery_codes: string[] }) | null>(null);
  const confirm = useMutation({ mutationFn: (code: string) => confirmSignInEnrolment({ mfa_token: pending.mfa_token, code }), onSuccess: setDone });

  useEffect(() => {
    if (setup.data) void QRCode.toDataURL(setup.data.otpauth_url, { margin: 1, width: 200 }).then(setQr);
  }, [setup.data]);

  if (done) {
    return (
      <div className="grid gap-4">
        <Alert tone="success">{t("Two-factor sign-in is on.")}</Alert>
        <h2 className="text-lg font-semibold text-ink">{t("Your recovery codes")}</h2>
        <p className="text-ink-muted">{t("Each code signs you in once if you lose your phone. Keep them somewhere safe; they are not shown again.")}</p>
        <ul aria-label={t("Recovery codes")} className="grid grid-cols-2 gap-2 rounded-lg bg-surface-alt p-4 font-mono text-sm">
          {done.recovery_codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <CopyButton className="justify-self-start" value={done.recovery_codes.join("\n")} label={t("Copy recovery codes")}>
          {t("Copy the codes")}
        </CopyButton>
        <Button
          type="button"
          size="lg"
          onClick={() => {
            setSession(done);
            onSignedIn();
          }}
        >
          {t("Continue")}
        </Button>
      </div>
    );
  }
  if (setup.isError) return <Alert tone="error">{errorMessage(setup.error, t("Could not start the set-up. Please sign in again."))}</Alert>;
  if (!setup.data) return <Spinner label={t("Preparing your authenticator set-up")} />;
  return (
    <div className="grid gap-4">
      <p className="text-ink-muted">{t("Staff accounts need two-factor sign-in. Scan this QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.")}</p>
      <div className="flex justify-center">{qr ? <img src={qr} alt={t("QR code to add this account to an authenticator app")} width={200} height={200} /> : <Spinner label={t("Drawing the QR code")} />}</div>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-ink">{t("Key")}</p>
        <p className="font-mono text-sm break-all text-ink" data-testid="totp-secret">
          {setup.data.secret}
        </p>
      </div>
      <CodeForm busy={confirm.isPending} error={confirm.error} submitLabel={t("Turn on and sign in")} onSubmit={(code) => confirm.mutate(code)} />
    </div>
  );
}
