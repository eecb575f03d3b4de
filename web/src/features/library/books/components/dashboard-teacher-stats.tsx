import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BarChart3 } from "lucide-react";
import type { TeacherItemStatsOut } from "@contracts/teacher-stats";
import { api, ApiError, errorMessage } from "@/lib/api-client";
import { msg } from "@/lib/i18n";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, LoadingState } from "@/components/ui/query-states";
import { libraryKeys } from "../api/keys";
import { DashboardItemStats } from "./dashboard-item-stats";

export const BOOK_STATS_FAILED = msg("Failed to fetch book stats");
export const STORY_STATS_FAILED = msg("Failed to fetch story stats");

const SOURCES = {
  books: { path: "/teacher/book-stats/", title: msg("Book stats"), loading: msg("Loading book stats…"), failed: BOOK_STATS_FAILED, empty: msg("No classes yet, so there are no book stats.") },
  stories: { path: "/teacher/blog-stats/", title: msg("Story stats"), loading: msg("Loading story stats…"), failed: STORY_STATS_FAILED, empty: msg("No classes yet, so there are no story stats.") },
} as const;
const SOURCE_NAMES = Object.keys(SOURCES) as (keyof typeof SOURCES)[];

/** The server's own message when it answered with one (its error envelope), else the fixed fallback (a key: translate it). */
export function statsFailureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.requestId && err.message ? errorMessage(err) : fallback;
}

function StatsSection({ source }: { source: keyof typeof SOURCES }) {
  const { t } = useTranslation();
  const s = SOURCES[source];
  const stats = useQuery({
    queryKey: [...libraryKeys.all, "teacher-stats", source],
    queryFn: ({ signal }) => api.get<TeacherItemStatsOut>(s.path, undefined, signal),
  });
  return (
    <section aria-labelledby={`teacher-${source}-stats`} className="grid gap-2">
      <h3 id={`teacher-${source}-stats`} className="text-base font-semibold text-ink">
        {t(s.title)}
      </h3>
      {stats.isPending ? (
        <LoadingState label={t(s.loading)} />
      ) : stats.isError ? (
        <Alert tone="error">{statsFailureMessage(stats.error, t(s.failed))}</Alert>
      ) : stats.data.classes.length === 0 ? (
        <EmptyState>{t(s.empty)}</EmptyState>
      ) : (
        <DashboardItemStats kind={source} classes={stats.data.classes} />
      )}
    </section>
  );
}

/** Dashboard, teachers and school admins: books and stories of their classes. */
export function DashboardTeacherStats() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5" aria-hidden /> {t("Your classes in the library")}
        </CardTitle>
        <CardDescription>{t("Books and stories added by each class and its students, and how often they are read.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {SOURCE_NAMES.map((source) => (
          <StatsSection key={source} source={source} />
        ))}
      </CardContent>
    </Card>
  );
}
