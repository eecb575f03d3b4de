import { useState, type ReactNode } from "react";
import { useAtomValue } from "jotai";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { passwordResetConfirmSchema, type InvitationInfoOut } from "@contracts/auth";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { currentLocale, msg } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { LoadingState } from "@/components/ui/query-states";
import { useAcceptInvitation, useInvitation } from "../api/invitation";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";
import { confirmPasswordsEarly } from "../lib/confirm-passwords-early";
import { GENERIC_ERROR_MESSAGE } from "../messages";

/** The role an invitation offers, as a noun in a sentence ("… as a teacher"). */
const ROLE_NOUNS: Record<NonNullable<InvitationInfoOut["role"]>, string> = {
  staff: msg("platform staff"),
  student: msg("student"),
  teacher: msg("teacher"),
  parent: msg("parent"),
  school_admin: msg("school admin"),
};
const roleName = (t: TFunction, role: InvitationInfoOut["role"]) => t(role ? ROLE_NOUNS[role] : msg("member"));

const STATE_MESSAGES: Record<Exclude<InvitationInfoOut["state"], "valid" | "used">, (t: TFunction, school: string | null) => string> = {
  expired: (t) => t("This invitation has expired (invitations last 7 days). Ask the person who invited you to send a new one."),
  revoked: (t) => t("This invitation was withdrawn by the school. Ask them for a new one if you still need it."),
  invalid: (t) => t("This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation."),
  superseded: (t) => t("A newer invitation email was sent to you after this one, so this link no longer works. Open the link in the latest invitation email."),
  other_school: (t, school) =>
    school
      ? t("This invitation is for {{school}}. Open the link in the email: it goes to that school's own site.", { school })
      : t("This invitation is for another school. Open the link in the email: it goes to that school's own site."),
};
const STATE_TITLES: Record<Exclude<InvitationInfoOut["state"], "valid" | "used">, string> = {
  expired: msg("Invitation expired"),
  revoked: msg("Invitation withdrawn"),
  invalid: msg("Invitation not valid here"),
  superseded: msg("A newer invitation was sent"),
  other_school: msg("Invitation not valid here"),
};

/** /accept-invitation/{token}/: who invited whom to which school, then a password and straight in. */
export function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useInvitation(token);
  // Signing in refreshes every query, so the invitation then reads "used": the page keeps saying
  // where it is going (and keeps the redirect's timer alive) instead of showing that state.
  const [accepted, setAccepted] = useState(false);
  const [linkedElsewhere, setLinkedElsewhere] = useState<string | null>(null);
  const finish = useFinishSignIn();
  if (accepted) return <LoadingState label={t("Signing you in")} />;
  if (linkedElsewhere !== null) return <Alert tone="success">{t("Done: your children are linked to your account. Sign in on {{school}}'s site, where your account lives, to see them on your dashboard.", { school: linkedElsewhere })}</Alert>;
  // The address without its code (cut off when copied, or typed by hand): nothing to look up.
  if (!token)
    return (
      <InvitationProblem
        title={t("Invitation link incomplete")}
        message={t("This address has no invitation code in it. Open the whole link from your invitation email (if it is split over two lines, copy all of it), or ask the school to send the invitation again.")}
      >
        <Button asChild>
          <Link to={paths.login}>{t("Sign in")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>{t("Go to the home page")}</Link>
        </Button>
      </InvitationProblem>
    );
  if (info.isPending) return <LoadingState label={t("Checking the invitation")} />;
  if (info.isError) return <Alert tone="error">{errorMessage(info.error, t(GENERIC_ERROR_MESSAGE))}</Alert>;
  const i = info.data;
  if (i.state === "used") return <AlreadyAccepted />;
  if (i.state !== "valid") {
    return (
      <InvitationProblem title={t(STATE_TITLES[i.state])} message={STATE_MESSAGES[i.state](t, i.school_name)}>
        <Button asChild>
          <Link to={paths.login}>{t("Go to Login")}</Link>
        </Button>
      </InvitationProblem>
    );
  }
  if (i.existing_account) return <ExistingAccountAccept token={token} info={i} onAccepted={(out) => (out.signedIn ? (setAccepted(true), finish()) : setLinkedElsewhere(out.home_school ?? ""))} linkedElsewhere={linkedElsewhere} />;
  return (
    <AcceptForm
      token={token}
      info={i}
      onAccepted={() => {
        setAccepted(true);
        finish();
      }}
    />
  );
}

/** A link that cannot be accepted: what happened, and where to go from here. */
function InvitationProblem({ title, message, tone = "error", children }: { title: string; message: string; tone?: "error" | "info"; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <Alert tone={tone}>{message}</Alert>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** The link again after the invitation was accepted: nothing is wrong, the account is ready. */
function AlreadyAccepted() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (user)
    return (
      <InvitationProblem tone="info" title={t("Invitation already accepted")} message={t("You have already accepted this invitation, and you are signed in.")}>
        <Button asChild>
          <Link to={paths.dashboard}>{t("Go to my dashboard")}</Link>
        </Button>
      </InvitationProblem>
    );
  return (
    <InvitationProblem tone="info" title={t("Invitation already accepted")} message={t("You have already accepted this invitation, so your account is ready. Sign in with it; if you forgot your password, ask for a reset link.")}>
      <Button asChild>
        <Link to={paths.login}>{t("Sign in")}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.resetPasswordEmail}>{t("Reset my password")}</Link>
      </Button>
    </InvitationProblem>
  );
}

function AcceptForm({ token, info, onAccepted }: { token: string; info: InvitationInfoOut; onAccepted: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const { register, handleSubmit, setError, formState: { errors } } = useForm({ resolver: confirmPasswordsEarly(zodResolver(passwordResetConfirmSchema)), defaultValues: { token, password: "", password2: "" } });
  const submit = handleSubmit((values) =>
    accept.mutate(
      values,
      {
        onSuccess: onAccepted,
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          for (const field of ["password", "password2"] as const) {
            const message = err.fields[field]?.[0];
            if (message) setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  // Registered outside the markup: the field names are code, not text.
  const field = { password: register("password"), password2: register("password2") };
  const fieldError = accept.error instanceof ApiError && (accept.error.fields.password || accept.error.fields.password2);
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <InvitationHeading info={info} />
        <p className="text-ink-muted">{t("Choose a password to accept.")}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {accept.isError && !fieldError ? <Alert tone="error">{errorMessage(accept.error, t(GENERIC_ERROR_MESSAGE))}</Alert> : null}
        <FormField label={t("Your username")} hint={info.email ? t("You can also sign in with {{email}}.", { email: info.email }) : undefined}>
          <Input value={info.username ?? ""} readOnly autoComplete="username" />
        </FormField>
        <FormField label={t("Choose a password")} hint={t("At least 8 characters.")} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...field.password} />
        </FormField>
        <FormField label={t("Confirm the password")} error={errors.password2?.message}>
          <PasswordInput autoComplete="new-password" {...field.password2} />
        </FormField>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t("Joining…") : t("Accept and sign in")}
        </Button>
      </form>
    </div>
  );
}

/** Who invited whom to which school as what (and a parent's children, as first name + initial). */
function InvitationHeading({ info }: { info: InvitationInfoOut }) {
  const { t } = useTranslation();
  const values = { name: info.first_name, inviter: info.inviter_name, school: info.school_name, role: roleName(t, info.role) };
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("Welcome to {{school}}", { school: info.school_name })}</h1>
      <p className="text-ink-muted">
        {info.inviter_name ? t("Hello {{name}}, {{inviter}} has invited you to join {{school}} as a {{role}}.", values) : t("Hello {{name}}, you are invited to join {{school}} as a {{role}}.", values)}
        {info.children?.length ? ` ${t("Once you accept, you can follow {{children}} on your dashboard.", { children: new Intl.ListFormat(currentLocale(), { type: "unit", style: "short" }).format(info.children) })}` : ""}
        {info.classes?.length ? ` ${t("Once you accept, you will be the teacher of {{classes}}.", { classes: new Intl.ListFormat(currentLocale(), { type: "unit", style: "short" }).format(info.classes) })}` : ""}
      </p>
      {info.expires_at ? <p className="text-sm text-ink-muted">{t("This invitation works until {{date}}.", { date: formatDate(info.expires_at, "long") })}</p> : null}
    </>
  );
}

/** The invitee already has an account: signed in as it, one click; otherwise its password. */
function ExistingAccountAccept({ token, info, onAccepted }: { token: string; info: InvitationInfoOut; onAccepted: (out: { signedIn: boolean; home_school: string | null }) => void; linkedElsewhere: string | null }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState("");
  const passwordError = accept.error instanceof ApiError ? accept.error.fields.password?.[0] : undefined;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    accept.mutate(info.signed_in_as_invitee ? { token } : { token, password }, { onSuccess: (out) => onAccepted(info.signed_in_as_invitee ? { signedIn: true, home_school: null } : out) });
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <InvitationHeading info={info} />
        <p className="text-ink-muted">{info.signed_in_as_invitee ? t("You are signed in with this account.") : t("You already have an account ({{email}}). Enter its password to accept.", { email: info.email })}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {accept.isError && !passwordError ? <Alert tone="error">{errorMessage(accept.error, t(GENERIC_ERROR_MESSAGE))}</Alert> : null}
        {info.signed_in_as_invitee ? null : (
          <FormField label={t("Your password")} error={passwordError}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        )}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t("Joining…") : t("Accept invitation")}
        </Button>
      </form>
    </div>
  );
}
