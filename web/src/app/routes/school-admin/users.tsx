import { Link } from "react-router";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = asRole(get("role"));
  const archived = asArchived(get("archived"));

  const users = useSchoolUsers({ search, role, archived, offset });
  const filtered = !!(search || role || archived !== undefined);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Users")}
        description={t("Students, teachers, parents and school admins of your school.")}
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addUser()}>
              <Plus aria-hidden /> {t("Add user")}
            </Link>
          </Button>
        }
      />

      <ListFilters label={t("Filter users")} className="md:grid-cols-3">
        <SearchField label={t("Search users")} placeholder={t("Name, email or username")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Role")}>
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">{t("All roles")}</option>
            <RoleOptions />
          </Select>
        </FormField>
        <FormField label={t("Status")}>
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">{t("Active and archived")}</option>
            <option value="false">{t("Active only")}</option>
            <option value="true">{t("Archived only")}</option>
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={users}
        loadingLabel={t("Loading users")}
        errorTitle={t("Could not load the users")}
        empty={filtered ? t("No users match these filters.") : t("No users yet. Add the first one.")}
        pagesLabel={t("Users pages")}
        limit={USERS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <UsersTable users={results} hrefFor={(u) => paths.schoolAdmin.addUser(u.id)} acrossSchools={false} />}
      </PagedResults>
    </div>
  );
}
