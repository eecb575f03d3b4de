import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { TeachersList } from "@/features/operations/components/people-lists";

/** /admin-panel/superpower-teacher: teachers across schools with their classes and activity; verify, make school admin (staff). */
export default function SuperpowerTeacherPage() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Teacher superpowers")} description={t("Teachers in every school, with their classes, uploads and last activity. Verify a teacher, or make them their school's admin. Each change is kept in the action log.")} />
      <TeachersList schools={schools.data ?? []} manage userLink={(id) => adminPanelPaths.userDashboard(id)} />
    </div>
  );
}
