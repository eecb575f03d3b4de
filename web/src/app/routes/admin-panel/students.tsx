import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { StudentsList } from "@/features/operations/components/people-lists";

/** /admin-panel/students: students across schools, with filters, paging and CSV (staff only: children's full names). */
export default function StudentsPage() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Students")} description={t("Students in every school. Their names are children's data: the list and its export are for platform staff only.")} />
      <StudentsList schools={schools.data ?? []} userLink={(id) => adminPanelPaths.userDashboard(id)} />
    </div>
  );
}
