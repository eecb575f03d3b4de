import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { CHARITIES_PAGE_SIZE, useCharities } from "../api/get-charities";
import { CharitiesTable } from "./charities-table";

/** A charities page: header with "Add charity", a search and the paged table (staff and school admins). */
export function CharitiesListView({ description, addPath, table }: {
  description: string;
  addPath: string;
  table: Omit<ComponentProps<typeof CharitiesTable>, "charities">;
}) {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const charities = useCharities({ search, offset });
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t("Charities")}
        description={description}
        actions={
          <Button asChild>
            <Link to={addPath}>
              <Plus aria-hidden /> {t("Add charity")}
            </Link>
          </Button>
        }
      />
      <ListFilters label={t("Filter charities")} className="md:max-w-md">
        <SearchField label={t("Search charities")} placeholder={t("Name or summary")} value={search} onCommit={(value) => update({ search: value })} />
      </ListFilters>
      <PagedResults
        query={charities}
        loadingLabel={t("Loading charities")}
        errorTitle={t("Could not load the charities")}
        empty={search ? t("No charities match this search.") : t("No charities yet.")}
        pagesLabel={t("Charities pages")}
        limit={CHARITIES_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <CharitiesTable charities={results} {...table} />}
      </PagedResults>
    </div>
  );
}
