import { useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { ArrowLeft, Backpack, Presentation, UsersRound } from "lucide-react";
import type { SecondFactorPendingOut } from "@contracts/auth";
import type { ClassStudentEntry } from "@contracts/classes";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import type { StudentListPage } from "../api/get-class-students";
import { usePasswordLogin } from "../hooks/use-password-login";
import { useStepFocus } from "../hooks/use-step-focus";
import { ChoiceCard } from "./choice-card";
import { ClassCodeForm } from "./class-code-form";
import { CommunityLoginForm } from "./community-login-form";
import { SecondFactorForm, TotpEnrolment } from "./second-factor-step";
import { StudentPasswordForm } from "./student-password-form";
import { StudentPicker } from "./student-picker";
import { TeacherLoginForm } from "./teacher-login-form";

type Step =
  | { name: "role" }
  | { name: "teacher" }
  | { name: "community" }
  | { name: "class-code"; code?: string }
  | { name: "students"; code: string; list: StudentListPage }
  | { name: "student-password"; code: string; list: StudentListPage; student: ClassStudentEntry }
  | { name: "second-factor"; pending: SecondFactorPendingOut };

const FIRST_PAGE: StudentListPage = { page: 0, search: "" };
const TEACHER_STEP: Step = { name: "teacher" };
const CLASS_CODE_STEP: Step = { name: "class-code" };
const COMMUNITY_STEP: Step = { name: "community" };

/** /login?class=GREEN4 (the class QR code's link) opens the class list straight away. */
function initialStep(classParam: string | null): Step {
  const code = classParam?.trim().toUpperCase();
  return code ? { name: "students", code, list: FIRST_PAGE } : { name: "role" };
}

const studentsStep = (code: string): Step => ({ name: "students", code, list: FIRST_PAGE });
const passwordStep = (step: Extract<Step, { name: "students" }>, student: ClassStudentEntry): Step => ({ name: "student-password", code: step.code, list: step.list, student });

function previousStep(step: Step): Step | null {
  switch (step.name) {
    case "role":
      return null;
    case "students":
      return { name: "class-code", code: step.code };
    case "student-password":
      return { name: "students", code: step.code, list: step.list };
    case "second-factor":
      return { name: "teacher" };
    default:
      return { name: "role" };
  }
}

const TITLES: Record<Step["name"], { title: string; description?: string }> = {
  role: { title: msg("Please Select Who You Are!") },
  teacher: { title: msg("Teacher Login"), description: msg("Sign in with your email (or username) and password.") },
  community: { title: msg("Community Login"), description: msg("Enter your school's community password.") },
  "class-code": { title: msg("Student Login"), description: msg("Type your class code, or scan your class QR code.") },
  students: { title: msg("Find your profile") },
  "student-password": { title: msg("Enter your password") },
  "second-factor": { title: msg("Two-factor sign-in") },
};

/**
 * The sign-in wizard: who are you → teacher credentials / class code / community password →
 * (students) profile tile → password. `invitationToken` comes from /login/:token.
 */
export function LoginWizard({ invitationToken }: { invitationToken?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { data: tenant = null } = useCurrentTenant();
  const [step, setStep] = useState<Step>(() => initialStep(params.get("class")));
  const { signIn, finish, busy, securityCheck } = usePasswordLogin(invitationToken, (pending) => setStep({ name: "second-factor", pending }));
  const notice = (location.state as { message?: unknown } | null)?.message;

  const heading = useStepFocus(step.name);

  const back = previousStep(step);
  const { title, description } = TITLES[step.name];

  let body: ReactNode;
  switch (step.name) {
    case "role":
      body = (
        <div className="grid gap-6">
          <div className={tenant ? "grid gap-3 sm:grid-cols-3" : "grid gap-3 sm:grid-cols-2"}>
            <ChoiceCard icon={<Presentation />} title={t("Teacher Login")} description={t("Teachers, parents and school staff")} onClick={() => setStep(TEACHER_STEP)} />
            <ChoiceCard icon={<Backpack />} title={t("Student Login")} description={t("With your class code or QR code")} onClick={() => setStep(CLASS_CODE_STEP)} />
            {tenant ? (
              <ChoiceCard icon={<UsersRound />} title={t("Community Login")} description={t("With your school's community password")} onClick={() => setStep(COMMUNITY_STEP)} />
            ) : null}
          </div>
          {tenant ? null : (
            <p className="text-center text-sm text-ink-muted">
              <Trans i18nKey="New here? <0>Create an account</0>" components={[<Link key="register" to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline" />]} />
            </p>
          )}
        </div>
      );
      break;
    case "teacher":
      body = (
        <>
          {/* Only the values: react-hook-form passes the submit event second, which signIn would take for its `report`. */}
          <TeacherLoginForm busy={busy} onSubmit={(values) => signIn(values)} />
          {securityCheck}
        </>
      );
      break;
    case "community":
      body = <CommunityLoginForm />;
      break;
    case "class-code":
      body = <ClassCodeForm defaultCode={step.code} onFound={(code) => setStep(studentsStep(code))} />;
      break;
    case "students":
      body = (
        <StudentPicker
          code={step.code}
          list={step.list}
          onListChange={(list) => setStep({ ...step, list })}
          onPick={(student) => setStep(passwordStep(step, student))}
        />
      );
      break;
    case "student-password":
      body = (
        <>
          <StudentPasswordForm student={step.student} busy={busy} onSubmit={(password, report) => signIn({ class_code: step.code, tile: step.student.tile, password }, report)} />
          {securityCheck}
        </>
      );
      break;
    case "second-factor":
      body =
        step.pending.second_factor === "enrol" ? (
          <TotpEnrolment pending={step.pending} onSignedIn={finish} />
        ) : (
          <SecondFactorForm pending={step.pending} onSignedIn={finish} />
        );
      break;
  }

  return (
    <section aria-labelledby="login-step-title" className="grid gap-5">
      {typeof notice === "string" && notice ? <Alert>{t(notice)}</Alert> : null}
      {back ? (
        // 44 px on a touch screen: a child on a tablet goes Back often (another tile, another code).
        <Button type="button" variant="ghost" size="sm" className="justify-self-start pointer-coarse:min-h-11" onClick={() => setStep(back)}>
          <ArrowLeft aria-hidden /> {t("Back")}
        </Button>
      ) : null}
      <div className="grid gap-1 text-center">
        <h1 id="login-step-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink sm:text-3xl">
          {t(title)}
        </h1>
        {step.name === "students" ? (
          <p className="text-ink-muted">
            <Trans i18nKey="Class <0>{{code}}</0>" values={{ code: step.code }} components={[<span key="code" className="font-mono font-semibold text-ink" />]} />
          </p>
        ) : description ? (
          <p className="text-ink-muted">{t(description)}</p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
