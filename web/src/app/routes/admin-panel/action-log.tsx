import { PageHeader } from "@/components/ui/page-header";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { ActionLogView } from "@/features/operations/components/action-log-view";

/** /admin-panel/action-log: who changed what, when and from where, in every school (staff). */
export default function StaffActionLogPage() {
  const schools = useTenantOptions();
  return (
    <div className="grid gap-6">
      <PageHeader title="Action log" description="Changes made by platform staff and school admins: accounts, roles, passwords, schools, features, invitations, archiving and erasure. Entries are kept for two years." />
      <ActionLogView where="staff" schools={schools.data ?? []} />
    </div>
  );
}
