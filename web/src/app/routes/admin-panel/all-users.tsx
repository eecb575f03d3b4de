import { useCallback } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { ROLES } from "@contracts/users";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Select } from "@/components/ui/select";
import { USERS_PAGE_SIZE, useUsers } from "@/features/admin-panel/api/get-users";
import { useTenantOptions } from "@/features/admin-panel/api/get-tenants";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { TenantOptions } from "@/features/admin-panel/components/tenant-options";
import { UsersTable } from "@/features/admin-panel/components/users-table";
import { useSearchInput } from "@/features/admin-panel/hooks/use-search-input";
import { useListParams } from "@/features/admin-panel/hooks/use-list-params";
import { ROLE_LABELS, STAFF_LABEL } from "@/features/admin-panel/lib/labels";

export default function AllUsersPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = get("role");
  const tenant = get("tenant");
  const [typed, setTyped] = useSearchInput(search, useCallback((value: string) => update({ search: value }), [update]));

  const users = useUsers({ search, role, tenant, offset });
  const tenants = useTenantOptions();
  const filtered = !!(search || role || tenant);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Users"
        description="Every account on the platform: students, teachers, parents, school admins and staff."
        actions={
          <Button asChild>
            <Link to={paths.adminPanel.user()}>
              <Plus aria-hidden /> Add user
            </Link>
          </Button>
        }
      />

      <div role="search" aria-label="Filter users" className="grid gap-4 rounded-lg border border-line-muted bg-surface p-4 md:grid-cols-3">
        <FormField label="Search users">
          <Input type="search" placeholder="Name, email or username" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
        <FormField label="Role">
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
            <option value="staff">{STAFF_LABEL}</option>
          </Select>
        </FormField>
        <FormField label="School">
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">All schools</option>
            <option value="platform">Platform (no school)</option>
            <TenantOptions tenants={tenants.data} current={tenant === "platform" ? "" : tenant} />
          </Select>
        </FormField>
      </div>

      {users.isPending ? (
        <LoadingState label="Loading users" />
      ) : users.isError ? (
        <ErrorState error={users.error} title="Could not load the users" />
      ) : users.data.results.length === 0 ? (
        <EmptyState>{filtered ? "No users match these filters." : "No users yet."}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={users.isFetching}>
          <UsersTable users={users.data.results} />
          <Pagination label="Users pages" count={users.data.count} limit={USERS_PAGE_SIZE} offset={offset} onOffsetChange={(o) => update({ offset: o })} />
        </div>
      )}
    </div>
  );
}
