import { Archive, GraduationCap, HeartHandshake, School, UserCog, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ROLES } from "@contracts/users";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { StatCard } from "@/components/ui/stat-card";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { useSchoolDashboard } from "@/features/identity/school-admin/api/get-dashboard";
import { ROLE_PLURALS } from "@/features/identity/school-admin/lib/labels";
import { SchoolRegionSettings } from "@/features/identity/school-admin/components/school-region-settings";
import { SchoolDocumentDetails } from "@/features/identity/school-admin/components/school-document-details";
import { NewMessagesCard } from "@/features/operations/components/new-messages";

const ROLE_ICONS = { student: GraduationCap, teacher: UsersRound, parent: HeartHandshake, school_admin: UserCog } as const;
/** The counts are of active members, so their links open the same filter. */
const activeUsersOf = (role: string) => `${paths.schoolAdmin.users}?role=${role}&archived=false`;
const CLASSES_IN_USE = `${paths.schoolAdmin.classes}?archived=false`;
const ARCHIVED_USERS = `${paths.schoolAdmin.users}?archived=true`;

/** /admin/dashboard: the school at a glance (new messages first: they wait for a reply); every count opens the list it counts. */
export default function SchoolDashboardPage() {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  const dashboard = useSchoolDashboard();
  return (
    <div className="grid gap-8">
      <PageHeader title={tenant.data?.school_name ?? t("School dashboard")} description={t("Your school at a glance. Counts of users and classes leave out archived ones.")} />
      <section aria-labelledby="dashboard-messages" className="grid gap-3">
        <h2 id="dashboard-messages" className="text-lg font-semibold text-ink">
          {t("Messages")}
        </h2>
        <div className="grid gap-3 lg:grid-cols-2">
          <NewMessagesCard />
        </div>
      </section>
      <section aria-labelledby="dashboard-region" className="grid gap-3">
        <h2 id="dashboard-region" className="text-lg font-semibold text-ink">
          {t("Region")}
        </h2>
        <SchoolRegionSettings />
        <SchoolDocumentDetails />
      </section>
      {dashboard.isPending ? (
        <LoadingState label={t("Loading the dashboard")} />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} title={t("Could not load the dashboard")} />
      ) : (
        <>
          <section className="grid gap-3" aria-labelledby="dashboard-users">
            <h2 id="dashboard-users" className="text-lg font-semibold text-ink">
              {t("Users")}
            </h2>
            <div className="grid gap-3 xs:grid-cols-2 lg:grid-cols-4">
              {ROLES.map((role) => (
                <StatCard key={role} label={t(ROLE_PLURALS[role])} value={dashboard.data.users[role]} icon={ROLE_ICONS[role]} to={activeUsersOf(role)} />
              ))}
            </div>
          </section>
          <section className="grid gap-3" aria-labelledby="dashboard-school">
            <h2 id="dashboard-school" className="text-lg font-semibold text-ink">
              {t("Classes and archive")}
            </h2>
            <div className="grid gap-3 xs:grid-cols-2 lg:grid-cols-4">
              <StatCard label={t("Classes")} value={dashboard.data.classes} icon={School} to={CLASSES_IN_USE} />
              <StatCard label={t("Archived users")} value={dashboard.data.archived_users} icon={Archive} to={ARCHIVED_USERS} tone="warning" />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
