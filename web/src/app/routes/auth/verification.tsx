import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useVerifyEmail } from "@/features/identity/auth/api/verify-email";
import { AccountCard } from "@/features/identity/auth/components/auth-shell";

/** /verification/?token=… — the link from the verification email; the token works once. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, even when effects run twice (StrictMode): a second post would find it used.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AccountCard>
      <section aria-labelledby="verification-title" className="grid justify-items-center gap-4 text-center">
        <MailCheck className="size-12 text-primary" aria-hidden />
        <h1 id="verification-title" className="text-2xl font-bold text-ink">
          {t("Email verification")}
        </h1>
        {!token ? (
          <Alert tone="error">{t("This verification link is incomplete. Open the link from your email again.")}</Alert>
        ) : verify.isSuccess ? (
          <>
            <Alert tone="success">{t("Your email address has been verified. Thank you!")}</Alert>
            <Button asChild>
              <Link to={paths.login}>{t("Go to Login")}</Link>
            </Button>
          </>
        ) : verify.isError ? (
          <Alert tone="error">{errorMessage(verify.error, t("We could not verify your email address. Please try again."))}</Alert>
        ) : (
          <Spinner label={t("Verifying your email address")} />
        )}
      </section>
    </AccountCard>
  );
}
