import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { CHARITIES_PAGE_SIZE, useCharities } from "@/features/giving-admin/api/get-charities";
import { useSchoolOptions } from "@/features/giving-admin/api/get-schools";
import { CharitiesTable } from "@/features/giving-admin/components/charities-table";

/** /admin-panel/all-charities: every charity, active or not, platform-wide or a school's. */
export default function AllCharitiesPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const charities = useCharities({ search, offset });
  const schools = useSchoolOptions();
  const schoolName = (id: string) => schools.data?.find((s) => s.id === id)?.school_name ?? "A school";

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Charities"
        description="Platform-wide charities are offered on every school's site; a school's own only there."
        actions={
          <Button asChild>
            <Link to={paths.adminPanel.charity()}>
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
        {(results) => (
          <CharitiesTable charities={results} editPath={(c) => paths.adminPanel.charity(c.id)} detailsPath={(c) => paths.adminPanel.charityDetails(c.id)} schoolName={schoolName} />
        )}
      </PagedResults>
    </div>
  );
}
