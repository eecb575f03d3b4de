import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { passwordResetConfirmSchema, type InvitationInfoOut } from "@contracts/auth";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { ROLE_LABELS } from "@/lib/roles";
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

const roleName = (role: InvitationInfoOut["role"]) => (role === "staff" ? "platform staff" : role ? ROLE_LABELS[role].toLowerCase() : "member");
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

const STATE_MESSAGES: Record<Exclude<InvitationInfoOut["state"], "valid">, (school: string | null) => string> = {
  used: () => "This invitation has already been used. If you set your password, sign in with it; if you forgot it, ask for a reset link.",
  expired: () => "This invitation has expired (invitations last 7 days). Ask the person who invited you to send a new one.",
  revoked: () => "This invitation was withdrawn by the school. Ask them for a new one if you still need it.",
  invalid: () => "This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation.",
  other_school: (school) => `This invitation is for ${school ?? "another school"}. Open the link in the email: it goes to that school's own site.`,
};

/** /accept-invitation/{token}/: who invited whom to which school, then a password and straight in. */
export function AcceptInvitation({ token }: { token: string }) {
  const info = useInvitation(token);
  // Signing in refreshes every query, so the invitation then reads "used": the page keeps saying
  // where it is going (and keeps the redirect's timer alive) instead of showing that state.
  const [accepted, setAccepted] = useState(false);
  const [linkedElsewhere, setLinkedElsewhere] = useState<string | null>(null);
  const finish = useFinishSignIn();
  if (accepted) return <LoadingState label="Signing you in" />;
  if (linkedElsewhere !== null) return <Alert tone="success">Done: your children are linked to your account. Sign in on {linkedElsewhere}&apos;s site, where your account lives, to see them on your dashboard.</Alert>;
  if (!token) return <Alert tone="error">{STATE_MESSAGES.invalid(null)}</Alert>;
  if (info.isPending) return <LoadingState label="Checking the invitation" />;
  if (info.isError) return <Alert tone="error">{errorMessage(info.error, GENERIC_ERROR_MESSAGE)}</Alert>;
  const i = info.data;
  if (i.state !== "valid") {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold text-ink">{i.state === "used" ? "Invitation already used" : i.state === "expired" ? "Invitation expired" : i.state === "revoked" ? "Invitation withdrawn" : "Invitation not valid here"}</h1>
        <Alert tone="error">{STATE_MESSAGES[i.state](i.school_name)}</Alert>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.login}>Go to Login</Link>
          </Button>
          {i.state === "used" ? (
            <Button asChild variant="outline">
              <Link to={paths.resetPasswordEmail}>Reset my password</Link>
            </Button>
          ) : null}
        </div>
      </div>
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

function AcceptForm({ token, info, onAccepted }: { token: string; info: InvitationInfoOut; onAccepted: () => void }) {
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
  const fieldError = accept.error instanceof ApiError && (accept.error.fields.password || accept.error.fields.password2);
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <InvitationHeading info={info} />
        <p className="text-ink-muted">Choose a password to accept.</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {accept.isError && !fieldError ? <Alert tone="error">{errorMessage(accept.error, GENERIC_ERROR_MESSAGE)}</Alert> : null}
        <FormField label="Your username" hint={info.email ? `You can also sign in with ${info.email}.` : undefined}>
          <Input value={info.username ?? ""} readOnly autoComplete="username" />
        </FormField>
        <FormField label="Choose a password" hint="At least 8 characters." error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField label="Confirm the password" error={errors.password2?.message}>
          <PasswordInput autoComplete="new-password" {...register("password2")} />
        </FormField>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? "Joining…" : "Accept and sign in"}
        </Button>
      </form>
    </div>
  );
}

/** Who invited whom to which school as what (and a parent's children, as first name + initial). */
function InvitationHeading({ info }: { info: InvitationInfoOut }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Welcome to {info.school_name}</h1>
      <p className="text-ink-muted">
        Hello {info.first_name}, {info.inviter_name ? `${info.inviter_name} has invited you` : "you are invited"} to join {info.school_name} as a {roleName(info.role)}.
        {info.children?.length ? ` Once you accept, you can follow ${info.children.join(", ")} on your dashboard.` : ""}
        {info.classes?.length ? ` Once you accept, you will be the teacher of ${info.classes.join(", ")}.` : ""}
      </p>
      {info.expires_at ? <p className="text-sm text-ink-muted">This invitation works until {dateFormat.format(new Date(info.expires_at))}.</p> : null}
    </>
  );
}

/** The invitee already has an account: signed in as it, one click; otherwise its password. */
function ExistingAccountAccept({ token, info, onAccepted }: { token: string; info: InvitationInfoOut; onAccepted: (out: { signedIn: boolean; home_school: string | null }) => void; linkedElsewhere: string | null }) {
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
        <p className="text-ink-muted">{info.signed_in_as_invitee ? "You are signed in with this account." : `You already have an account (${info.email}). Enter its password to accept.`}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {accept.isError && !passwordError ? <Alert tone="error">{errorMessage(accept.error, GENERIC_ERROR_MESSAGE)}</Alert> : null}
        {info.signed_in_as_invitee ? null : (
          <FormField label="Your password" error={passwordError}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        )}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? "Joining…" : "Accept invitation"}
        </Button>
      </form>
    </div>
  );
}
