import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { useListParams } from "@/lib/use-list-params";
import { Pagination } from "@/components/ui/pagination";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { GIVING_PAGE_SIZE, type GivingFilters } from "../api/keys";
import { SearchBox } from "@/components/lists/search-box";
import { SdgFilter } from "@/components/lists/sdg-filter";

/** The filters of a cause list, read from the URL (?search=&sdg=&charity=&offset=). */
export function useCauseFilters(): { filters: GivingFilters; update: ReturnType<typeof useListParams>["update"] } {
  const { get, offset, update } = useListParams();
  const sdg = Number.parseInt(get("sdg"), 10);
  return { filters: { search: get("search"), sdg: sdg >= 1 && sdg <= 17 ? sdg : undefined, charity: get("charity") || undefined, offset }, update };
}

/** Title, search, goal chips, a grid of cards and pagination: the shape of /charities, /projects and /libraries. */
export function CauseList<T extends { id: string }>({
  title,
  description,
  searchLabel,
  noun,
  query,
  filters,
  update,
  renderCard,
}: {
  title: string;
  description: string;
  searchLabel: string;
  noun: string;
  query: UseQueryResult<Page<T[]>>;
  filters: GivingFilters;
  update: (patch: Record<string, string | number | undefined>) => void;
  renderCard: (item: T) => ReactNode;
}) {
  const filtered = !!(filters.search || filters.sdg);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      <div className="grid gap-3">
        <SearchBox label={searchLabel} placeholder="Search by name or description" value={filters.search ?? ""} onCommit={(search) => update({ search })} />
        <SdgFilter selected={filters.sdg} onSelect={(sdg) => update({ sdg })} />
      </div>
      <section aria-labelledby="cause-list-heading" className="grid gap-4">
        <h2 id="cause-list-heading" className="sr-only">
          {title} found
        </h2>
        {query.isPending ? (
          <LoadingState label={`Loading ${noun}`} />
        ) : query.isError ? (
          <ErrorState error={query.error} title={`Could not load the ${noun}`} />
        ) : query.data.results.length === 0 ? (
          <EmptyState>{filtered ? `No ${noun} match your search. Try other words or another goal.` : `There are no ${noun} here yet.`}</EmptyState>
        ) : (
          <div className="grid gap-6" aria-busy={query.isFetching}>
            <ul aria-label={title} className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
              {query.data.results.map((item) => (
                <li key={item.id}>{renderCard(item)}</li>
              ))}
            </ul>
            <Pagination label={`${title} pages`} count={query.data.count} limit={GIVING_PAGE_SIZE} offset={filters.offset ?? 0} onOffsetChange={(offset) => update({ offset })} />
          </div>
        )}
      </section>
    </div>
  );
}
