import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { ArchiveStudentsPanel } from "@/features/identity/roster/components/archive-students-panel";
import { ArchivedStudentsList } from "@/features/identity/roster/components/archived-students-list";

/** /archived-students: school admins archive leavers, restore them, or delete them permanently. */
export default function ArchivedStudentsPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Archived students")} description={t("At the end of a year, archive the students who leave. Restore brings them back into their classes.")} />
      <ArchivedStudentsList />
      <ArchiveStudentsPanel />
    </div>
  );
}
