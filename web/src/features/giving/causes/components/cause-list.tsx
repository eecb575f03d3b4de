import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { useListParams } from "@/lib/use-list-params";
import { Pagination } from "@/components/ui/pagination";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { GIVING_PAGE_SIZE, type GivingFilters } from "../api/keys";
import { SearchBox } from "@/components/lists/search-box";
import { SdgFilter } from "@/components/lists/sdg-filter";
import { usePageShown } from "@/lib/page-snapshot";

/** The filters of a cause list, read from the URL (?search=&sdg=&charity=&offset=). */
export function useCauseFilters(): { filters: GivingFilters; update: ReturnType<typeof useListParams>["update"] } {
  const { get, offset, update } = useListParams();
  const sdg = Number.parseInt(get("sdg"), 10);
  return { filters: { search: get("search"), sdg: sdg >= 1 && sdg <= 17 ? sdg : undefined, charity: get("charity") || undefined, offset }, update };
}

/** The sentences a list says about its items ("Loading charities"…), already translated by the page. */
export interface CauseListTexts {
  loading: string;
  loadFailed: string;
  noMatch: string;
  none: string;
}

/** Title, search, goal chips, a grid of cards and pagination: the shape of /charities, /projects and /libraries. */
export function CauseList<T extends { id: string }>({
  title,
  description,
  searchLabel,
  texts,
  query,
  filters,
  update,
  renderCard,
}: {
  title: string;
  description: string;
  searchLabel: string;
  texts: CauseListTexts;
  query: UseQueryResult<Page<T[]>>;
  filters: GivingFilters;
  update: (patch: Record<string, string | number | undefined>) => void;
  /** `index`: the card's place in the page, so the first cards' images can load first. */
  renderCard: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const filtered = !!(filters.search || filters.sdg);
  usePageShown(!query.isPending);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      <div className="grid gap-3">
        <SearchBox label={searchLabel} placeholder={t("Search by name or description")} value={filters.search ?? ""} onCommit={(search) => update({ search })} />
        <SdgFilter selected={filters.sdg} onSelect={(sdg) => update({ sdg })} />
      </div>
      <section aria-labelledby="cause-list-heading" className="grid gap-4">
        <h2 id="cause-list-heading" className="sr-only">
          {t("{{title}} found", { title })}
        </h2>
        {query.isPending ? (
          <LoadingState label={texts.loading} />
        ) : query.isError ? (
          <ErrorState error={query.error} title={texts.loadFailed} />
        ) : query.data.results.length === 0 ? (
          <EmptyState>{filtered ? texts.noMatch : texts.none}</EmptyState>
        ) : (
          <div className="grid gap-6" aria-busy={query.isFetching}>
            <ul aria-label={title} className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
              {query.data.results.map((item, index) => (
                <li key={item.id}>{renderCard(item, index)}</li>
              ))}
            </ul>
            <Pagination label={t("{{title}} pages", { title })} count={query.data.count} limit={GIVING_PAGE_SIZE} offset={filters.offset ?? 0} onOffsetChange={(offset) => update({ offset })} />
          </div>
        )}
      </section>
    </div>
  );
}
