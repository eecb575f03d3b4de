import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { TENANTS_PAGE_SIZE, useTenants } from "@/features/identity/admin-panel/api/get-tenants";
import { TenantsTable } from "@/features/identity/admin-panel/components/tenants-table";

export default function AllTenantsPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const tenants = useTenants({ search, offset });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Schools")}
        description={t("Every school (tenant) on the platform, with its address and branding.")}
        actions={
          <Button asChild>
            <Link to={adminPanelPaths.tenant()}>
              <Plus aria-hidden /> {t("Add school")}
            </Link>
          </Button>
        }
      />

      <ListFilters label={t("Filter schools")} className="md:max-w-md">
        <SearchField label={t("Search schools")} placeholder={t("Name, email, domain or subdomain")} value={search} onCommit={(value) => update({ search: value })} />
      </ListFilters>

      <PagedResults
        query={tenants}
        loadingLabel={t("Loading schools")}
        errorTitle={t("Could not load the schools")}
        empty={search ? t("No schools match this search.") : t("No schools yet.")}
        pagesLabel={t("Schools pages")}
        limit={TENANTS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <TenantsTable tenants={results} />}
      </PagedResults>
    </div>
  );
}
