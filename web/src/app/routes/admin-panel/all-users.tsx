import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { RoleOptions } from "@/components/users/role-options";
import { USERS_PAGE_SIZE, useUsers } from "@/features/identity/admin-panel/api/get-users";
import { UsersTable } from "@/components/users/users-table";
import { STAFF_LABEL } from "@/features/identity/admin-panel/lib/labels";
import { SchoolFilter } from "@/features/identity/admin-panel/components/school-filter";

export default function AllUsersPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = get("role");
  const tenant = get("tenant");

  const users = useUsers({ search, role, tenant, offset });
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

      <ListFilters label="Filter users" className="md:grid-cols-3">
        <SearchField label="Search users" placeholder="Name, email or username" value={search} onCommit={(value) => update({ search: value })} />
        <FormField label="Role">
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            <RoleOptions />
            <option value="staff">{STAFF_LABEL}</option>
          </Select>
        </FormField>
        <SchoolFilter value={tenant} onChange={(tenant) => update({ tenant })} anyLabel="All schools" />
      </ListFilters>

      <PagedResults
        query={users}
        loadingLabel="Loading users"
        errorTitle="Could not load the users"
        empty={filtered ? "No users match these filters." : "No users yet."}
        pagesLabel="Users pages"
        limit={USERS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <UsersTable users={results} hrefFor={(u) => paths.adminPanel.user(u.id)} staffLabel={STAFF_LABEL} acrossSchools />}
      </PagedResults>
    </div>
  );
}
