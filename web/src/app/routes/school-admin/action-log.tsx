import { PageHeader } from "@/components/ui/page-header";
import { ActionLogView } from "@/features/operations/components/action-log-view";

/** /admin/action-log: the changes made in this school by its admins and by platform staff. */
export default function SchoolActionLogPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Action log" description="Who changed what in your school, when and from where: accounts, roles, passwords, invitations, archiving, features. Entries are kept for two years." />
      <ActionLogView where="school" />
    </div>
  );
}
