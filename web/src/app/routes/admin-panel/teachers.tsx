import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { TeachersList } from "@/features/operations/components/people-lists";

/** /admin-panel/teachers: teachers and school admins across schools, with filters, paging and CSV (staff). */
export default function TeachersPage() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Teachers")} description={t("Teachers and school admins in every school. The CSV export holds every teacher these filters find.")} />
      <TeachersList schools={schools.data ?? []} userLink={(id) => adminPanelPaths.userDashboard(id)} />
    </div>
  );
}
