import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { adminPanelPaths } from "@/config/admin-panel-paths";
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
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const role = get("role");
  const tenant = get("tenant");

  const users = useUsers({ search, role, tenant, offset });
  const filtered = !!(search || role || tenant);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Users")}
        description={t("Every account on the platform: students, teachers, parents, school admins and staff.")}
        actions={
          <Button asChild>
            <Link to={adminPanelPaths.user()}>
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
            <option value="staff">{t(STAFF_LABEL)}</option>
          </Select>
        </FormField>
        <SchoolFilter value={tenant} onChange={(tenant) => update({ tenant })} anyLabel={t("All schools")} />
      </ListFilters>

      <PagedResults
        query={users}
        loadingLabel={t("Loading users")}
        errorTitle={t("Could not load the users")}
        empty={filtered ? t("No users match these filters.") : t("No users yet.")}
        pagesLabel={t("Users pages")}
        limit={USERS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <UsersTable users={results} hrefFor={(u) => adminPanelPaths.user(u.id)} staffLabel={t(STAFF_LABEL)} acrossSchools />}
      </PagedResults>
    </div>
  );
}
