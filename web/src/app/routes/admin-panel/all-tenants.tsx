import { useCallback } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { TENANTS_PAGE_SIZE, useTenants } from "@/features/admin-panel/api/get-tenants";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { TenantsTable } from "@/features/admin-panel/components/tenants-table";
import { useSearchInput } from "@/features/admin-panel/hooks/use-search-input";
import { useListParams } from "@/features/admin-panel/hooks/use-list-params";

export default function AllTenantsPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const [typed, setTyped] = useSearchInput(search, useCallback((value: string) => update({ search: value }), [update]));

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

      <div role="search" aria-label="Filter schools" className="rounded-lg border border-line-muted bg-surface p-4 md:max-w-md">
        <FormField label="Search schools">
          <Input type="search" placeholder="Name, email, domain or subdomain" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      </div>

      {tenants.isPending ? (
        <LoadingState label="Loading schools" />
      ) : tenants.isError ? (
        <ErrorState error={tenants.error} title="Could not load the schools" />
      ) : tenants.data.results.length === 0 ? (
        <EmptyState>{search ? "No schools match this search." : "No schools yet."}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={tenants.isFetching}>
          <TenantsTable tenants={tenants.data.results} />
          <Pagination label="Schools pages" count={tenants.data.count} limit={TENANTS_PAGE_SIZE} offset={offset} onOffsetChange={(o) => update({ offset: o })} />
        </div>
      )}
    </div>
  );
}
