import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { CharitiesListView } from "@/features/giving/admin/components/charities-list-view";

/** /admin-panel/all-charities: every charity, active or not, platform-wide or a school's. */
export default function AllCharitiesPage() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  const schoolName = (id: string) => schools.data?.find((s) => s.id === id)?.school_name ?? t("A school");
  return (
    <CharitiesListView
      description={t("Platform-wide charities are offered on every school's site; a school's own only there.")}
      addPath={adminPanelPaths.charity()}
      table={{ editPath: (c) => adminPanelPaths.charity(c.id), detailsPath: (c) => adminPanelPaths.charityDetails(c.id), schoolName }}
    />
  );
}
