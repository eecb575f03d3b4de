import { Link, useSearchParams } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { sdgStyle } from "@/components/sdgs/sdg-tiles";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { goalName } from "@/features/learning/sdgs/lib/goal-names";
import { useGoal, useSdgs } from "@/features/learning/sdgs/api/get-sdgs";
import { CourseCard } from "@/features/learning/courses/components/course-card";
import { ChallengeCard } from "@/features/learning/courses/components/challenge-pages";
import { HubCard } from "@/features/learning/courses/components/hub-pages";
import { CharityCard, ProjectCard } from "@/features/giving/causes/components/cause-cards";

function Group({ id, title, count, more, children }: { id: string; title: string; count: number; more?: { to: string; label: string }; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-bold text-ink">
          {t("{{title}} ({{n}})", { title, n: formatNumber(count) })}
        </h3>
        {more && count > 0 ? (
          <Link to={more.to} className="text-sm font-semibold text-primary-dark underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {count === 0 ? <EmptyState>{t("Nothing here serves this goal yet.")}</EmptyState> : children}
    </section>
  );
}

/** /sdgs: the 17 Sustainable Development Goals, and for the chosen one the courses, hubs, challenges, projects and charities that serve it. */
export default function SdgsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("goal"));
  const chosen = Number.isInteger(raw) && raw >= 1 && raw <= 17 ? raw : null;
  const sdgs = useSdgs();
  const goal = useGoal(chosen);

  const choose = (n: number) => setParams(chosen === n ? {} : { goal: String(n) }, { replace: true });
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("The 17 Global Goals")}
        description={t("In 2015 every country in the United Nations agreed 17 Sustainable Development Goals for a fairer, healthier planet by 2030. Choose a goal to see the courses, lesson hubs, challenges, books, projects and charities here that help.")}
      />
      {sdgs.isPending ? (
        <LoadingState label={t("Loading the goals")} />
      ) : sdgs.isError ? (
        <ErrorState error={sdgs.error} title={t("Could not load the goals")} />
      ) : (
        <ul aria-label={t("The goals")} className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {sdgs.data.map((g) => {
            const total = g.courses + g.hubs + g.challenges + g.books + g.projects + g.charities;
            return (
              <li key={g.goal}>
                <button
                  type="button"
                  onClick={() => choose(g.goal)}
                  aria-pressed={chosen === g.goal}
                  className={cn("flex h-full min-h-28 w-full flex-col gap-1 rounded-lg p-3 text-start", chosen === g.goal && "ring-4 ring-ink ring-offset-2")}
                  style={sdgStyle(g.goal)}
                >
                  <span className="text-3xl leading-none font-extrabold">{formatNumber(g.goal)}</span>{" "}
                  <span className="text-sm leading-tight font-bold">{goalName(t, g.goal)}</span>{" "}
                  <span className="mt-auto text-xs font-semibold">{total === 0 ? t("Nothing yet") : t("{{n}} to explore", { count: total, n: formatNumber(total) })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {chosen === null ? null : goal.isPending ? (
        <LoadingState label={t("Loading the goal")} />
      ) : goal.isError ? (
        <ErrorState error={goal.error} title={t("Could not load this goal")} />
      ) : (
        <section aria-labelledby="goal-heading" className="grid gap-6">
          <h2 id="goal-heading" className="flex items-center gap-3 text-2xl font-bold text-ink">
            <span aria-hidden className="flex size-12 items-center justify-center rounded-md text-2xl font-extrabold" style={sdgStyle(goal.data.goal)}>
              {formatNumber(goal.data.goal)}
            </span>
            {t("Goal {{n}}: {{name}}", { n: formatNumber(goal.data.goal), name: goalName(t, goal.data.goal) })}
          </h2>
          <Group id="goal-courses" title={t("Courses")} count={goal.data.courses.count} more={{ to: `${paths.learning.courses}?sdg=${goal.data.goal}`, label: t("All courses for this goal") }}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {goal.data.courses.results.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </ul>
          </Group>
          <Group id="goal-hubs" title={t("Lesson hubs")} count={goal.data.hubs.count} more={{ to: paths.learning.hubs, label: t("All lesson hubs") }}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {goal.data.hubs.results.map((h) => (
                <li key={h.id}>
                  <HubCard hub={h} />
                </li>
              ))}
            </ul>
          </Group>
          <Group id="goal-challenges" title={t("Challenges")} count={goal.data.challenges.count} more={{ to: paths.learning.challenges, label: t("All challenges") }}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {goal.data.challenges.results.map((c) => (
                <li key={c.id}>
                  <ChallengeCard c={c} />
                </li>
              ))}
            </ul>
          </Group>
          <Group id="goal-books" title={t("Books")} count={goal.data.books.count} more={{ to: `${paths.library}?sdg=${goal.data.goal}`, label: t("All books for this goal") }}>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {goal.data.books.results.map((b) => (
                <li key={b.id}>
                  <Link to={paths.book(b.id)} className="flex h-full flex-col gap-1 rounded-lg border border-line-muted bg-surface p-3 hover:border-primary">
                    <span className="font-semibold text-ink">{b.title}</span>
                    <span className="text-sm text-ink-muted">{t("by {{author}}", { author: b.author_name })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Group>
          <Group id="goal-projects" title={t("Charity projects")} count={goal.data.projects.count} more={{ to: `${paths.giving.projects}?sdg=${goal.data.goal}`, label: t("All projects for this goal") }}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {goal.data.projects.results.map((p) => (
                <li key={p.id}>
                  <ProjectCard project={p} />
                </li>
              ))}
            </ul>
          </Group>
          <Group id="goal-charities" title={t("Charities")} count={goal.data.charities.count} more={{ to: `${paths.giving.charities}?sdg=${goal.data.goal}`, label: t("All charities for this goal") }}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {goal.data.charities.results.map((ch) => (
                <li key={ch.id}>
                  <CharityCard charity={ch} />
                </li>
              ))}
            </ul>
          </Group>
        </section>
      )}
    </div>
  );
}
