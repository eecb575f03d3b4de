import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { ActionLogView } from "@/features/operations/components/action-log-view";

const AREA = "school";

/** /admin/action-log: the changes made in this school by its admins and by platform staff. */
export default function SchoolActionLogPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Action log")} description={t("Who changed what in your school, when and from where: accounts, roles, passwords, classes, invitations, archiving, features. Entries are kept for two years.")} />
      <ActionLogView where={AREA} />
    </div>
  );
}
