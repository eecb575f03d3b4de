import { Link } from "react-router";
import { GraduationCap, KeyRound, Presentation, School } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { DemoSignIn } from "@contracts/operations";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { useDemoSignIns } from "@/features/operations/api/demo";

const ROLE_LABEL: Record<DemoSignIn["role"], string> = { teacher: msg("Teacher"), student: msg("Student"), school_admin: msg("School admin"), community: msg("Community (families, visitors)") };

/** A page on the demo school's own site (the platform runs each school on its subdomain). */
function schoolUrl(school: string, path: string): string {
  const { protocol, hostname, port } = window.location;
  const base = hostname.startsWith(`${school}.`) ? hostname : `${school}.${hostname.replace(/^www\./, "")}`;
  return `${protocol}//${base}${port ? `:${port}` : ""}${path}`;
}

const TOUR: { icon: typeof School; title: string; role: string; points: string[]; links: { label: string; to: string }[] }[] = [
  {
    icon: Presentation,
    title: msg("What a teacher sees"),
    role: "teacher",
    points: [
      msg("A dashboard with their class: who is reading, course progress and quiz results, and letters waiting for the Dear World book."),
      msg("Upload books their class wrote (a PDF or EPUB with a cover); at Greenfield a school admin approves them before they are published."),
      msg("Give a course to the whole class, follow each lesson's progress and mark written answers in the comprehension corner."),
    ],
    links: [
      { label: msg("The library"), to: paths.library },
      { label: msg("Courses"), to: paths.courses },
      { label: msg("Teacher training"), to: paths.learning.teacherTraining },
    ],
  },
  {
    icon: GraduationCap,
    title: msg("What a student sees"),
    role: "student",
    points: [
      msg("Sign in with the class code, their picture tile and a password — no email needed."),
      msg("Read the school's library and the platform's books, react to them, and write and publish their own stories."),
      msg("Take the courses their teacher gave them, join the SDG challenges and see the money they have raised for a cause."),
      msg("Outside the school, a child appears only as a first name and last initial."),
    ],
    links: [
      { label: msg("Challenges"), to: paths.learning.challenges },
      { label: msg("The 17 goals"), to: paths.learning.sdgs },
      { label: msg("Causes to support"), to: paths.charities },
    ],
  },
  {
    icon: School,
    title: msg("What a school admin sees"),
    role: "school_admin",
    points: [
      msg("Users and classes: create students in their classes, print login cards with QR codes, reset passwords."),
      msg("Moderate uploads, run the school's charities and donations, and choose which features are switched on in Experiments."),
      msg("The school's own colours and logo, and its own copy of the information pages."),
    ],
    links: [
      { label: msg("Experiments"), to: paths.experiment },
      { label: msg("Where we reach"), to: paths.globalReach },
      { label: msg("Navigating the platform"), to: paths.info("navigating-the-platform") },
    ],
  },
];

/** /demo: a guided tour of the demo school (Greenfield Primary) for a visitor, with the sample sign-ins outside production. */
export default function DemoPage() {
  const { t } = useTranslation();
  const demo = useDemoSignIns();
  const signIns = demo.data?.sign_ins ?? null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8">
      <PageHeader
        title={t("Take the demo tour")}
        description={t("Greenfield Primary School is our demo school: a real school's site with its library, classes, courses and causes, filled with sample data. Here is what each person at a school sees.")}
        actions={
          <Button asChild>
            <Link to={paths.requestTour}>{t("Request a guided tour")}</Link>
          </Button>
        }
      />
      <div className="grid gap-4 md:grid-cols-3">
        {TOUR.map((part) => {
          const Icon = part.icon;
          return (
            <section key={part.role} aria-labelledby={`tour-${part.role}`} className="grid content-start gap-3 rounded-lg border border-line-muted bg-surface p-5">
              <h2 id={`tour-${part.role}`} className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon aria-hidden className="size-5 text-primary" /> {t(part.title)}
              </h2>
              <ul className="grid list-disc gap-2 ps-5 text-sm text-ink">
                {part.points.map((p) => (
                  <li key={p}>{t(p)}</li>
                ))}
              </ul>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {part.links.map((l) => (
                  <Link key={l.to} to={l.to} className="font-medium text-primary-dark underline">
                    {t(l.label)}
                  </Link>
                ))}
              </p>
            </section>
          );
        })}
      </div>

      <section aria-labelledby="try-title" className="grid gap-3">
        <h2 id="try-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <KeyRound aria-hidden className="size-5 text-primary" /> {t("Try it yourself")}
        </h2>
        {signIns ? (
          <>
            <p className="text-sm text-ink-muted">{t("These sample sign-ins work on the demo school's site of this test installation only.")}</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {signIns.map((s) => (
                <li key={s.role} className="grid gap-1 rounded-lg border border-line-muted bg-surface p-4 text-sm">
                  <span className="font-semibold text-ink">{t(ROLE_LABEL[s.role])}</span>
                  {s.username ? (
                    <span>
                      <Trans i18nKey="Sign in as <0>{{username}}</0>" values={{ username: s.username }} components={[<code key="username" className="break-all" />]} />
                    </span>
                  ) : (
                    <span>{t("The school's shared community password")}</span>
                  )}
                  <span>
                    <Trans i18nKey="Password <0>{{password}}</0>" values={{ password: s.password }} components={[<code key="password" />]} />
                  </span>
                  <a href={schoolUrl(s.school, s.sign_in_path)} className="font-medium text-primary-dark underline">
                    {t("Sign in on Greenfield's site")}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : demo.isPending ? null : (
          <p className="text-sm text-ink">
            <Trans
              i18nKey="The demo school's accounts are shown on our test site only. <0>Request a tour</0> and we will walk your school through it, or <1>create an account</1>."
              components={[
                <Link key="tour" to={paths.requestTour} className="font-medium text-primary-dark underline" />,
                <Link key="register" to={paths.register} className="font-medium text-primary-dark underline" />,
              ]}
            />
          </p>
        )}
      </section>
    </div>
  );
}
