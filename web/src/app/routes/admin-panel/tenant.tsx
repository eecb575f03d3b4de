import { useParams } from "react-router";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useTenant } from "@/features/identity/admin-panel/api/get-tenant";
import { TenantForm } from "@/features/identity/admin-panel/components/tenant-form";

/** /admin-panel/tenant/:tenantId?: add a school, or edit one. */
export default function TenantPage() {
  const { tenantId } = useParams();
  const tenant = useTenant(tenantId);
  const title = tenantId ? "Edit school" : "Add school";

  return (
    <div className="grid gap-6">
      <BackLink to={paths.adminPanel.allTenants}>All schools</BackLink>
      {!tenantId ? (
        <>
          <PageHeader title={title} description="The school's site goes live at its domain (and subdomain) once it is saved." />
          <TenantForm />
        </>
      ) : (
        <LoadedRecord query={tenant} title={title} loadingLabel="Loading school" errorTitle="Could not load this school">
          {(loaded) => (
            <>
              <PageHeader title={title} description={loaded.school_name} />
              <TenantForm key={loaded.id} tenant={loaded} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}
