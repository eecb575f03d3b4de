import type { ComponentProps } from "react";
import { Link } from "react-router";
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
  const { get, offset, update } = useListParams();
  const search = get("search");
  const charities = useCharities({ search, offset });
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Charities"
        description={description}
        actions={
          <Button asChild>
            <Link to={addPath}>
              <Plus aria-hidden /> Add charity
            </Link>
          </Button>
        }
      />
      <ListFilters label="Filter charities" className="md:max-w-md">
        <SearchField label="Search charities" placeholder="Name or summary" value={search} onCommit={(value) => update({ search: value })} />
      </ListFilters>
      <PagedResults
        query={charities}
        loadingLabel="Loading charities"
        errorTitle="Could not load the charities"
        empty={search ? "No charities match this search." : "No charities yet."}
        pagesLabel="Charities pages"
        limit={CHARITIES_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <CharitiesTable charities={results} {...table} />}
      </PagedResults>
    </div>
  );
}
