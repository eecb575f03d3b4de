import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ArrowLeft, Backpack, Presentation, School } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { SignupInput } from "@contracts/auth";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePublicConfig } from "@/features/identity/auth/api/get-public-config";
import { AuthPage } from "./auth-page";
import { ChoiceCard } from "@/features/identity/auth/components/choice-card";
import { SignupForm } from "@/features/identity/auth/components/signup-form";
import { SignupSuccess } from "@/features/identity/auth/components/signup-success";
import { useStepFocus } from "@/features/identity/auth/hooks/use-step-focus";
import { useCurrentTenant } from "@/features/identity/tenant/api";

type Role = SignupInput["role"];
const STUDENT: Role = "student";
const TEACHER: Role = "teacher";
const SIGN_UP_AS: Record<Role, string> = { student: msg("Sign up as a Student"), teacher: msg("Sign up as a Teacher") };

/** /register: choose Student or Teacher → the form → success with confetti (platform host only). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { data: tenant = null } = useCurrentTenant();
  // /register?role=teacher&canva=1 (from /canva/): straight to the teacher's form, Canva ticked.
  const [params] = useSearchParams();
  const canva = params.get("canva") === "1";
  const [role, setRole] = useState<Role | null>(params.get("role") === "teacher" ? "teacher" : params.get("role") === "student" ? "student" : null);
  const [done, setDone] = useState<{ email: string; signedIn: boolean } | null>(null);
  const heading = useStepFocus(role ?? "choose");

  if (config.isPending) {
    return (
      <AuthPage>
        <div className="flex justify-center py-10">
          <Spinner label={t("Loading")} />
        </div>
      </AuthPage>
    );
  }

  const signupEnabled = config.data?.signup_enabled ?? tenant === null;
  if (!signupEnabled) {
    return (
      <AuthPage>
        <section aria-labelledby="register-title" className="grid justify-items-center gap-4 text-center">
          <School className="size-12 text-primary" aria-hidden />
          <h1 id="register-title" className="text-2xl font-bold text-ink">
            {t("Accounts are created by your school")}
          </h1>
          <p className="text-ink-muted">
            {tenant?.school_name
              ? t("{{school}} creates the accounts of its students and teachers, so you cannot sign up here. Ask your teacher or school administrator for your sign-in details.", { school: tenant.school_name })
              : t("Your school creates the accounts of its students and teachers, so you cannot sign up here. Ask your teacher or school administrator for your sign-in details.")}
          </p>
          <Button asChild size="lg">
            <Link to={paths.login}>{t("Go to Login")}</Link>
          </Button>
        </section>
      </AuthPage>
    );
  }

  if (done) {
    return (
      <AuthPage>
        <SignupSuccess email={done.email} signedIn={done.signedIn} />
      </AuthPage>
    );
  }

  return (
    <AuthPage wide={!role}>
      <section aria-labelledby="register-title" className="grid gap-5">
        {role ? (
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setRole(null)}>
            <ArrowLeft aria-hidden /> {t("Back")}
          </Button>
        ) : null}
        <div className="grid gap-1 text-center">
          <h1 id="register-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink sm:text-3xl">
            {role ? t(SIGN_UP_AS[role]) : t("Create an Account")}
          </h1>
          <p className="text-ink-muted">{role ? t("All fields are required unless marked otherwise.") : t("Who are you signing up as?")}</p>
        </div>
        {role ? (
          <SignupForm role={role} canva={canva} turnstileSiteKey={config.data?.turnstile_site_key ?? null} onDone={setDone} />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <ChoiceCard
                icon={<Backpack />}
                title={t("Student")}
                description={t("Your own account: read the library, write and publish your own books and stories, and take courses.")}
                onClick={() => setRole(STUDENT)}
              />
              <ChoiceCard
                icon={<Presentation />}
                title={t("Teacher")}
                description={t("One account for your whole class: upload your students' books and stories for them, and use the teaching courses.")}
                onClick={() => setRole(TEACHER)}
              />
            </div>
            <p className="text-center text-sm text-ink-muted">
              <Trans i18nKey="Already have an account? <0>Login</0>" components={[<Link key="login" to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline" />]} />
            </p>
          </>
        )}
      </section>
    </AuthPage>
  );
}
