import { Link } from "react-router";
import { Plus } from "lucide-react";
import { ROLES, type Role } from "@contracts/users";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { RoleOptions } from "@/components/users/role-options";
import { USERS_PAGE_SIZE, useSchoolUsers } from "@/features/identity/school-admin/api/get-users";
import { UsersTable } from "@/components/users/users-table";

const asRole = (v: string): Role | "" => ((ROLES as readonly string[]).includes(v) ? (v as Role) : "");
const asArchived = (v: string) => (v === "true" ? true : v === "false" ? false : undefined);

/** /admin/users: the school's members, searchable and filtered by role and archive state. */
export default function SchoolUsersPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = asRole(get("role"));
  const archived = asArchived(get("archived"));

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

      <ListFilters label="Filter users" className="md:grid-cols-3">
        <SearchField label="Search users" placeholder="Name, email or username" value={search} onCommit={(value) => update({ search: value })} />
        <FormField label="Role">
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            <RoleOptions />
          </Select>
        </FormField>
        <FormField label="Status">
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">Active and archived</option>
            <option value="false">Active only</option>
            <option value="true">Archived only</option>
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={users}
        loadingLabel="Loading users"
        errorTitle="Could not load the users"
        empty={filtered ? "No users match these filters." : "No users yet. Add the first one."}
        pagesLabel="Users pages"
        limit={USERS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <UsersTable users={results} hrefFor={(u) => paths.schoolAdmin.addUser(u.id)} acrossSchools={false} />}
      </PagedResults>
    </div>
  );
}
