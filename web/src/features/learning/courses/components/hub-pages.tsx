import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Circle, Layers } from "lucide-react";
import type { HubOut, HubSummaryOut } from "@contracts/learning";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { isolate } from "@/lib/bidi";
import { cn } from "@/lib/cn";
import { contentLang } from "@/lib/content-lang";
import { formatMoney } from "@/lib/format";
import { useHub, useHubs } from "../api/hubs";
import { lessonsLabel, minutesLabel } from "../lib/format";

export const hubLessonPath = (hub: Pick<HubOut, "slug">, l: { course_slug: string; chapter_slug: string; lesson_slug: string }) => `${paths.learning.hubLesson(l.course_slug, l.chapter_slug, l.lesson_slug)}?hub=${encodeURIComponent(hub.slug)}`;

export function HubCard({ hub }: { hub: HubSummaryOut }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Layers className="size-5 text-primary" aria-hidden />
        <Link to={paths.learning.hub(hub.slug)} className="hover:underline">
          {hub.title}
        </Link>
      </h2>
      {hub.summary ? (
        <p className="text-sm text-ink-muted" dir="auto">
          {hub.summary}
        </p>
      ) : null}
      <SdgTiles sdgs={hub.sdgs} size="sm" className="gap-1" />
      <p className="mt-auto text-sm text-ink-muted">
        {lessonsLabel(t, hub.lesson_count)} · {minutesLabel(t, hub.minutes)}
      </p>
    </article>
  );
}

/** /hubs: thematic collections of lessons. */
export function HubList() {
  const { t } = useTranslation();
  const hubs = useHubs();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Lesson hubs")} description={t("Lessons gathered around one theme from several courses. Your progress is the same wherever you open a lesson.")} />
      {hubs.isPending ? (
        <LoadingState label={t("Loading the hubs")} />
      ) : hubs.isError ? (
        <ErrorState error={hubs.error} title={t("Could not load the hubs")} />
      ) : hubs.data.results.length === 0 ? (
        <EmptyState>{t("There are no hubs here yet.")}</EmptyState>
      ) : (
        <ul aria-label={t("Hubs")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {hubs.data.results.map((h) => (
            <li key={h.id}>
              <HubCard hub={h} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The hub's lessons in order with ticks, a paid course's lessons tagged (opening them needs buying it); `current` marks the lesson being read. */
export function HubLessonList({ hub, current, compact }: { hub: HubOut; current?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t("Lessons of {{title}}", { title: hub.title })} className="grid gap-1">
      {hub.lessons.map((l, i) => (
        <li key={l.id}>
          <Link
            to={hubLessonPath(hub, l)}
            aria-current={current === l.id ? "page" : undefined}
            className={cn("flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-surface-alt", current === l.id && "bg-primary-light")}
          >
            {l.completed ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label={t("Completed")} /> : <Circle className="size-5 shrink-0 text-ink-muted" aria-label={t("Not completed yet")} />}
            <span className="grid min-w-0 flex-1">
              <span className={cn("font-semibold text-ink", compact && "text-sm")}>
                {i + 1}. <span {...contentLang(l.language)}>{l.title}</span>
              </span>
              {compact ? null : <span className={cn("text-xs", current === l.id ? "text-primary-dark" : "text-ink-muted")}>{t("from {{course}}", { course: isolate(l.course_title) })}</span>}
              {l.price ? (
                <Badge variant="warning" className="mt-1 justify-self-start">
                  {compact ? t("Paid course") : t("Paid course · {{price}}", { price: formatMoney(l.price.amount, l.price.currency) })}
                </Badge>
              ) : null}
            </span>
            <span className={cn("shrink-0 text-xs", current === l.id ? "text-primary-dark" : "text-ink-muted")}>{minutesLabel(t, l.minutes)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** /hubs/{slug}: the hub's theme, goals and lessons. */
export function HubPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const hub = useHub(slug);
  if (hub.isPending) return <LoadingState label={t("Loading the hub")} />;
  if (hub.isError) {
    // The page keeps its one h1 (the tab's title follows it, lib/page-title.ts) and the way to all hubs.
    const notFound = hub.error instanceof ApiError && hub.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink to={paths.learning.hubs}>{t("All hubs")}</BackLink>
        <h1 className="text-2xl font-bold text-ink">{notFound ? t("Hub not found") : t("Could not load this hub")}</h1>
        {notFound ? null : <ErrorState error={hub.error} title={t("Could not load this hub")} />}
      </div>
    );
  }
  const h = hub.data;
  const done = h.lessons.filter((l) => l.completed).length;
  return (
    <div className="grid gap-6">
      <BackLink to={paths.learning.hubs}>{t("All hubs")}</BackLink>
      <PageHeader title={<bdi>{h.title}</bdi>} description={h.summary ? <bdi>{h.summary}</bdi> : null} />
      <SdgTiles sdgs={h.sdgs} linkTo={(n) => `${paths.learning.sdgs}?goal=${n}`} />
      <section aria-labelledby="hub-lessons" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
        <h2 id="hub-lessons" className="text-lg font-bold text-ink">
          {lessonsLabel(t, h.lessons.length)} · {minutesLabel(t, h.minutes)}
          {done ? ` · ${t("{{count}} done", { count: done })}` : ""}
        </h2>
        {h.lessons.length ? <HubLessonList hub={h} /> : <EmptyState>{t("This hub has no lessons yet.")}</EmptyState>}
      </section>
    </div>
  );
}
