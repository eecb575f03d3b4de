import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { useTenant } from "@/features/identity/admin-panel/api/get-tenant";
import { TenantForm } from "@/features/identity/admin-panel/components/tenant-form";

/** /admin-panel/tenant/:tenantId?: add a school, or edit one. */
export default function TenantPage() {
  const { t } = useTranslation();
  const { tenantId } = useParams();
  const tenant = useTenant(tenantId);
  const title = tenantId ? t("Edit school") : t("Add school");

  return (
    <div className="grid gap-6">
      <BackLink to={adminPanelPaths.allTenants}>{t("All schools")}</BackLink>
      {!tenantId ? (
        <>
          <PageHeader title={title} description={t("The school's site goes live at its domain (and subdomain) once it is saved.")} />
          <TenantForm />
        </>
      ) : (
        <LoadedRecord query={tenant} title={title} loadingLabel={t("Loading school")} errorTitle={t("Could not load this school")}>
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
