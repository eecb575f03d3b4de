import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { CHARITIES_PAGE_SIZE, useCharities } from "@/features/giving-admin/api/get-charities";
import { CharitiesTable } from "@/features/giving-admin/components/charities-table";

/** /admin/charities: the school's own charities (editable) and the platform-wide ones (read-only). */
export default function SchoolCharitiesPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const charities = useCharities({ search, offset });

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Charities"
        description="Your school's charities, and the platform-wide ones offered on every school's site (those are managed by the platform)."
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addCharity()}>
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
        {(results) => <CharitiesTable charities={results} editPath={(c) => (c.tenant_id === null ? null : paths.schoolAdmin.addCharity(c.id))} />}
      </PagedResults>
    </div>
  );
}
