import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { ROLE_LABELS } from "@/lib/roles";
import { useListParams } from "@/lib/use-list-params";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { useUsers } from "@/features/identity/admin-panel/api/get-users";
import { STAFF_LABEL } from "@/features/identity/admin-panel/lib/labels";
import { useUserActivity } from "@/features/operations/api/people";
import { UserActivity } from "@/features/operations/components/user-activity";

function PickUser() {
  const { t } = useTranslation();
  const { get, update } = useListParams();
  const search = get("search");
  const users = useUsers({ search, role: "", tenant: "", offset: 0 });
  return (
    <div className="grid gap-4">
      <ListFilters label={t("Find a user")}>
        <SearchField label={t("Find a user")} placeholder={t("Name, email or username")} value={search} onCommit={(value) => update({ search: value })} />
      </ListFilters>
      {users.isPending ? (
        <LoadingState label={t("Loading users")} />
      ) : users.isError ? (
        <ErrorState error={users.error} title={t("Could not load the users")} />
      ) : users.data.results.length === 0 ? (
        <EmptyState>{t("No user matches “{{search}}”.", { search })}</EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={t("Users")}>
          {users.data.results.map((u) => (
            <li key={u.id}>
              <Link to={adminPanelPaths.userDashboard(u.id)} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-line-muted bg-surface px-4 py-3 hover:bg-surface-alt">
                <span className="font-semibold text-primary-dark underline">{`${u.first_name} ${u.last_name}`}</span>
                <span className="text-sm text-ink-muted">
                  {u.is_staff ? t(STAFF_LABEL) : u.role ? t(ROLE_LABELS[u.role]) : t("No role")} · {u.tenant_name ?? t("Platform")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin-panel/user-dashboard: one user's activity (?user=id), or a search to pick one (staff). */
export default function UserDashboardPage() {
  const { t } = useTranslation();
  const { get } = useListParams();
  const userId = get("user");
  const activity = useUserActivity(userId);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("User dashboard")}
        description={t("One person's activity: sign-ins, uploads, reading, courses, purchases and donations.")}
        actions={userId ? <Link className="text-sm text-primary-dark underline" to={adminPanelPaths.user(userId)}>{t("Edit the account")}</Link> : undefined}
      />
      {!userId ? (
        <PickUser />
      ) : (
        <>
          <BackLink to={adminPanelPaths.userDashboard()}>{t("Choose another user")}</BackLink>
          {activity.isPending ? <LoadingState label={t("Loading the user's activity")} /> : activity.isError ? <ErrorState error={activity.error} title={t("Could not load this user's activity")} /> : <UserActivity activity={activity.data} />}
        </>
      )}
    </div>
  );
}
