import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import type { BookStatus } from "@contracts/books";
import type { Page } from "@contracts/common";
import type { StoryStatus } from "@contracts/stories";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { contentLang } from "@/lib/content-lang";
import { DashboardStatus } from "./dashboard-status-badge";

/** What the card needs of a book or a story. */
export interface UploadItem {
  id: string;
  title: string;
  status: BookStatus | StoryStatus;
  rejection_reason?: string | null;
  /** A book's or story's own language: its title is marked with it (null: unknown). */
  language?: string | null;
}

interface Props<T extends UploadItem> {
  title: string;
  loadingLabel: string;
  errorTitle: string;
  icon: ReactNode;
  description: string;
  empty: string;
  query: UseQueryResult<Page<T[]>>;
  href: (item: T) => string;
  /** Shown under the list when there are more than `limit`. */
  more: (count: number) => ReactNode;
  limit: number;
  action: { to: string; icon: ReactNode; label: string };
  /** Under an item that was sent back: what its author does next (on the page its title opens). */
  sentBackStep: string;
}

/** Dashboard: the things I uploaded or wrote ("My books", "My stories") with their review status. */
export function DashboardUploadsCard<T extends UploadItem>({ title, loadingLabel, errorTitle, icon, description, empty, query, href, more, limit, action, sentBackStep }: Props<T>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon} {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <LoadingState label={loadingLabel} />
        ) : query.isError ? (
          <ErrorState error={query.error} title={errorTitle} />
        ) : query.data.results.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul aria-label={title} className="grid gap-2">
            {query.data.results.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-line-muted p-3">
                <Link to={href(item)} className="min-w-0 grow basis-48 font-semibold wrap-anywhere text-ink underline-offset-4 hover:underline" {...contentLang(item.language)}>
                  {item.title}
                </Link>
                <DashboardStatus status={item.status} reason={item.rejection_reason} sentBackStep={sentBackStep} />
              </li>
            ))}
          </ul>
        )}
        {query.data && query.data.count > limit ? more(query.data.count) : null}
        <Button asChild variant="outline" className="w-fit">
          <Link to={action.to}>
            {action.icon} {action.label}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
