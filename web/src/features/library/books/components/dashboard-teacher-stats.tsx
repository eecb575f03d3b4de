import { useQuery } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import type { TeacherItemStatsOut } from "@contracts/teacher-stats";
import { api, ApiError } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, LoadingState } from "@/components/ui/query-states";
import { libraryKeys } from "../api/keys";
import { DashboardItemStats } from "./dashboard-item-stats";

export const BOOK_STATS_FAILED = "Failed to fetch book stats";
export const STORY_STATS_FAILED = "Failed to fetch story stats";

const SOURCES = {
  books: { path: "/teacher/book-stats/", kind: "Books", title: "Book stats", failed: BOOK_STATS_FAILED, empty: "No classes yet, so there are no book stats." },
  stories: { path: "/teacher/blog-stats/", kind: "Stories", title: "Story stats", failed: STORY_STATS_FAILED, empty: "No classes yet, so there are no story stats." },
} as const;

/** The server's own message when it answered with one (its error envelope), else the fixed fallback. */
export function statsFailureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.requestId && err.message ? err.message : fallback;
}

function StatsSection({ source }: { source: keyof typeof SOURCES }) {
  const s = SOURCES[source];
  const stats = useQuery({
    queryKey: [...libraryKeys.all, "teacher-stats", source],
    queryFn: ({ signal }) => api.get<TeacherItemStatsOut>(s.path, undefined, signal),
  });
  return (
    <section aria-labelledby={`teacher-${source}-stats`} className="grid gap-2">
      <h3 id={`teacher-${source}-stats`} className="text-base font-semibold text-ink">
        {s.title}
      </h3>
      {stats.isPending ? (
        <LoadingState label={`Loading ${s.title.toLowerCase()}…`} />
      ) : stats.isError ? (
        <Alert tone="error">{statsFailureMessage(stats.error, s.failed)}</Alert>
      ) : stats.data.classes.length === 0 ? (
        <EmptyState>{s.empty}</EmptyState>
      ) : (
        <DashboardItemStats kind={s.kind} classes={stats.data.classes} />
      )}
    </section>
  );
}

/** Dashboard, teachers and school admins: books and stories of their classes. */
export function DashboardTeacherStats() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5" aria-hidden /> Your classes in the library
        </CardTitle>
        <CardDescription>Books and stories added by each class and its students, and how often they are read.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <StatsSection source="books" />
        <StatsSection source="stories" />
      </CardContent>
    </Card>
  );
}
