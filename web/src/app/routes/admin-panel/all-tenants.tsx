import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { TENANTS_PAGE_SIZE, useTenants } from "@/features/identity/admin-panel/api/get-tenants";
import { TenantsTable } from "@/features/identity/admin-panel/components/tenants-table";

export default function AllTenantsPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const tenants = useTenants({ search, offset });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Schools"
        description="Every school (tenant) on the platform, with its address and branding."
        actions={
          <Button asChild>
            <Link to={paths.adminPanel.tenant()}>
              <Plus aria-hidden /> Add school
            </Link>
          </Button>
        }
      />

      <ListFilters label="Filter schools" className="md:max-w-md">
        <SearchField label="Search schools" placeholder="Name, email, domain or subdomain" value={search} onCommit={(value) => update({ search: value })} />
      </ListFilters>

      <PagedResults
        query={tenants}
        loadingLabel="Loading schools"
        errorTitle="Could not load the schools"
        empty={search ? "No schools match this search." : "No schools yet."}
        pagesLabel="Schools pages"
        limit={TENANTS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <TenantsTable tenants={results} />}
      </PagedResults>
    </div>
  );
}
