import { useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ArrowLeft, Backpack, Presentation, UsersRound } from "lucide-react";
import type { SecondFactorPendingOut } from "@contracts/auth";
import type { ClassStudentEntry } from "@contracts/classes";
import { paths } from "@/config/paths";
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

/** /login?class=GREEN4 (the class QR code's link) opens the class list straight away. */
function initialStep(classParam: string | null): Step {
  const code = classParam?.trim().toUpperCase();
  return code ? { name: "students", code, list: FIRST_PAGE } : { name: "role" };
}

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
  role: { title: "Please Select Who You Are!" },
  teacher: { title: "Teacher Login", description: "Sign in with your email (or username) and password." },
  community: { title: "Community Login", description: "Enter your school's community password." },
  "class-code": { title: "Student Login", description: "Type your class code, or scan your class QR code." },
  students: { title: "Find your profile" },
  "student-password": { title: "Enter your password" },
  "second-factor": { title: "Two-factor sign-in" },
};

/**
 * The sign-in wizard: who are you → teacher credentials / class code / community password →
 * (students) profile tile → password. `invitationToken` comes from /login/:token.
 */
export function LoginWizard({ invitationToken }: { invitationToken?: string }) {
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
            <ChoiceCard icon={<Presentation />} title="Teacher Login" description="Teachers, parents and school staff" onClick={() => setStep({ name: "teacher" })} />
            <ChoiceCard icon={<Backpack />} title="Student Login" description="With your class code or QR code" onClick={() => setStep({ name: "class-code" })} />
            {tenant ? (
              <ChoiceCard icon={<UsersRound />} title="Community Login" description="With your school's community password" onClick={() => setStep({ name: "community" })} />
            ) : null}
          </div>
          {tenant ? null : (
            <p className="text-center text-sm text-ink-muted">
              New here?{" "}
              <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
                Create an account
              </Link>
            </p>
          )}
        </div>
      );
      break;
    case "teacher":
      body = (
        <>
          <TeacherLoginForm busy={busy} onSubmit={signIn} />
          {securityCheck}
        </>
      );
      break;
    case "community":
      body = <CommunityLoginForm />;
      break;
    case "class-code":
      body = <ClassCodeForm defaultCode={step.code} onFound={(code) => setStep({ name: "students", code, list: FIRST_PAGE })} />;
      break;
    case "students":
      body = (
        <StudentPicker
          code={step.code}
          list={step.list}
          onListChange={(list) => setStep({ ...step, list })}
          onPick={(student) => setStep({ name: "student-password", code: step.code, list: step.list, student })}
        />
      );
      break;
    case "student-password":
      body = (
        <>
          <StudentPasswordForm student={step.student} busy={busy} onSubmit={(password) => signIn({ class_code: step.code, tile: step.student.tile, password })} />
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
      {typeof notice === "string" && notice ? <Alert>{notice}</Alert> : null}
      {back ? (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setStep(back)}>
          <ArrowLeft aria-hidden /> Back
        </Button>
      ) : null}
      <div className="grid gap-1 text-center">
        <h1 id="login-step-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
        {step.name === "students" ? (
          <p className="text-ink-muted">
            Class <span className="font-mono font-semibold text-ink">{step.code}</span>
          </p>
        ) : description ? (
          <p className="text-ink-muted">{description}</p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
