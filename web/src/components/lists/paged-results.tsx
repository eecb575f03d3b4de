import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";

/**
 * One page of a limit/offset list: loading, error and empty states, then the rows (`children`)
 * with Previous/Next below. The previous page stays on screen, marked busy, while the next loads.
 */
export function PagedResults<R extends unknown[]>({ query, loadingLabel, errorTitle, empty, pagesLabel, limit, offset, onOffsetChange, children }: {
  query: UseQueryResult<Page<R>>;
  loadingLabel: string;
  errorTitle: string;
  empty: ReactNode;
  pagesLabel: string;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  children: (results: R) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} title={errorTitle} />;
  // Past the end (a stale link, or the last row of the last page gone): the list is not empty.
  if (query.data.results.length === 0 && offset > 0 && query.data.count > 0) {
    return (
      <EmptyState>
        <p>{t("This page is past the end of the list ({{total}} in all).", { total: formatNumber(query.data.count) })}</p>
        <Button variant="outline" size="sm" onClick={() => onOffsetChange(0)}>
          {t("Back to the first page")}
        </Button>
      </EmptyState>
    );
  }
  if (query.data.results.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="grid gap-3" aria-busy={query.isFetching}>
      {children(query.data.results)}
      <Pagination label={pagesLabel} count={query.data.count} limit={limit} offset={offset} onOffsetChange={onOffsetChange} />
    </div>
  );
}
