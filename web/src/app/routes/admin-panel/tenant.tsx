import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/config/paths";
import { useTenant } from "@/features/admin-panel/api/get-tenant";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { TenantForm } from "@/features/admin-panel/components/tenant-form";

/** /admin-panel/tenant/:tenantId?: add a school, or edit one. */
export default function TenantPage() {
  const { tenantId } = useParams();
  const tenant = useTenant(tenantId);
  const title = tenantId ? "Edit school" : "Add school";

  return (
    <div className="grid gap-6">
      <Link to={paths.adminPanel.allTenants} className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden /> All schools
      </Link>
      {!tenantId ? (
        <>
          <PageHeader title={title} description="The school's site goes live at its domain (and subdomain) once it is saved." />
          <TenantForm />
        </>
      ) : tenant.isPending ? (
        <>
          <PageHeader title={title} />
          <LoadingState label="Loading school" />
        </>
      ) : tenant.isError ? (
        <>
          <PageHeader title={title} />
          <ErrorState error={tenant.error} title="Could not load this school" />
        </>
      ) : (
        <>
          <PageHeader title={title} description={tenant.data.school_name} />
          <TenantForm key={tenant.data.id} tenant={tenant.data} />
        </>
      )}
    </div>
  );
}
