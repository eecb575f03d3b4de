import { Link, useSearchParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Alert } from "@/components/ui/alert";
import { AccountCard } from "@/features/identity/auth/components/auth-shell";
import { ResetConfirmForm } from "@/features/identity/auth/components/reset-confirm-form";

/** /password-reset-confirm/?token=… — the link from the password reset email. */
export default function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <AccountCard>
      <section aria-labelledby="reset-confirm-title" className="grid gap-5">
        <div className="grid gap-1">
          <h1 id="reset-confirm-title" className="text-2xl font-bold text-ink">
            {t("Choose a new password")}
          </h1>
          <p className="text-ink-muted">{t("After this, every device signed in to your account is signed out.")}</p>
        </div>
        {token ? (
          <ResetConfirmForm token={token} />
        ) : (
          <Alert tone="error">
            <Trans
              i18nKey="This password reset link is incomplete. Open the link from your email again, or <0>ask for a new link</0>."
              components={[<Link key="new-link" to={paths.resetPasswordEmail} className="font-medium underline underline-offset-4" />]}
            />
          </Alert>
        )}
      </section>
    </AccountCard>
  );
}
