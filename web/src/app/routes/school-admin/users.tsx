import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { ROLES, type Role } from "@contracts/users";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { USERS_PAGE_SIZE, useSchoolUsers } from "@/features/school-admin/api/get-users";
import { SchoolUsersTable } from "@/features/school-admin/components/users-table";
import { ROLE_LABELS } from "@/features/school-admin/lib/labels";

const asRole = (v: string): Role | "" => ((ROLES as readonly string[]).includes(v) ? (v as Role) : "");
const asArchived = (v: string) => (v === "true" ? true : v === "false" ? false : undefined);

/** /admin/users: the school's members, searchable and filtered by role and archive state. */
export default function SchoolUsersPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = asRole(get("role"));
  const archived = asArchived(get("archived"));
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
  }, [debounced, search, update]);

  const users = useSchoolUsers({ search, role, archived, offset });
  const filtered = !!(search || role || archived !== undefined);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Users"
        description="Students, teachers, parents and school admins of your school."
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addUser()}>
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
          </Select>
        </FormField>
        <FormField label="Status">
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">Active and archived</option>
            <option value="false">Active only</option>
            <option value="true">Archived only</option>
          </Select>
        </FormField>
      </div>

      {users.isPending ? (
        <LoadingState label="Loading users" />
      ) : users.isError ? (
        <ErrorState error={users.error} title="Could not load the users" />
      ) : users.data.results.length === 0 ? (
        <EmptyState>{filtered ? "No users match these filters." : "No users yet. Add the first one."}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={users.isFetching}>
          <SchoolUsersTable users={users.data.results} />
          <Pagination label="Users pages" count={users.data.count} limit={USERS_PAGE_SIZE} offset={offset} onOffsetChange={(o) => update({ offset: o })} />
        </div>
      )}
    </div>
  );
}
