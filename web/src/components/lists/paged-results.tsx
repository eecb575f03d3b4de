import type { ReactNode } from "react";
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
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} title={errorTitle} />;
  if (query.data.results.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="grid gap-3" aria-busy={query.isFetching}>
      {children(query.data.results)}
      <Pagination label={pagesLabel} count={query.data.count} limit={limit} offset={offset} onOffsetChange={onOffsetChange} />
    </div>
  );
}
