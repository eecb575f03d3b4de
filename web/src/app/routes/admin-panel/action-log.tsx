import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { ActionLogView } from "@/features/operations/components/action-log-view";

/** Which log the view reads: every school's (the staff endpoint). */
const STAFF_LOG = "staff" as const;

/** /admin-panel/action-log: who changed what, when and from where, in every school (staff). */
export default function StaffActionLogPage() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Action log")} description={t("Changes made by platform staff and school admins: accounts, roles, passwords, schools, features, invitations, archiving and erasure. Entries are kept for two years.")} />
      <ActionLogView where={STAFF_LOG} schools={schools.data ?? []} />
    </div>
  );
}
