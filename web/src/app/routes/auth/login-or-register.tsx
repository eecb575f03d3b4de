import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { LogIn, UserPlus } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { fullName, userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { AuthPage } from "./auth-page";
import { useCurrentTenant } from "@/features/identity/tenant/api";

/** /login-or-register: where guarded pages send people who need (another) account. */
export default function LoginOrRegisterPage() {
  const { t } = useTranslation();
  const { data: tenant = null } = useCurrentTenant();
  const user = useAtomValue(userAtom);
  return (
    <AuthPage>
      <section aria-labelledby="get-started-title" className="grid justify-items-center gap-5 py-4 text-center">
        <h1 id="get-started-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t("Ready to get started?")}
        </h1>
        {user ? (
          <p className="text-ink-muted">
            <Trans
              i18nKey="You are signed in as {{name}}, and that account cannot open the page you asked for. <0>Go to your dashboard</0>"
              values={{ name: fullName(user) }}
              components={[<Link key="dashboard" to={paths.dashboard} className="font-medium text-primary underline-offset-4 hover:underline" />]}
            />
          </p>
        ) : (
          <p className="text-ink-muted">{tenant ? t("Sign in with the account your school gave you.") : t("Create a free account, or sign in if you already have one.")}</p>
        )}
        <div className="flex w-full flex-col gap-3 xs:w-auto xs:flex-row">
          {/* Schools create their own accounts: no sign-up on a school's site. */}
          {tenant ? null : (
            <Button asChild size="lg">
              <Link to={paths.register}>
                <UserPlus aria-hidden /> {t("Create an Account")}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant={tenant ? "default" : "outline"}>
            <Link to={paths.login}>
              <LogIn aria-hidden /> {t("Login")}
            </Link>
          </Button>
        </div>
      </section>
    </AuthPage>
  );
}
