import { useTranslation } from "react-i18next";
import { AccountCard } from "@/features/identity/auth/components/auth-shell";
import { ResetEmailForm } from "@/features/identity/auth/components/reset-email-form";

/** /resetpasswordemail — the Forgot Password link. */
export default function ResetPasswordEmailPage() {
  const { t } = useTranslation();
  return (
    <AccountCard>
      <section aria-labelledby="reset-email-title" className="grid gap-5">
        <div className="grid gap-1">
          <h1 id="reset-email-title" className="text-2xl font-bold text-ink">
            {t("Forgot your password?")}
          </h1>
          <p className="text-ink-muted">{t("Enter the email address of your account and we will send you a link to choose a new password.")}</p>
        </div>
        <ResetEmailForm />
      </section>
    </AccountCard>
  );
}
