import type { ReactNode } from "react";
import { Building2, CircleAlert, Clock, GraduationCap, HeartHandshake, MailCheck, School, ShieldCheck, UserCog, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ROLES } from "@contracts/users";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { msg } from "@/lib/i18n";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { StatCard } from "@/components/ui/stat-card";
import { useDashboard } from "@/features/identity/admin-panel/api/get-dashboard";
import { STAFF_LABEL } from "@/features/identity/admin-panel/lib/labels";

const ROLE_ICONS = { student: GraduationCap, teacher: UsersRound, parent: HeartHandshake, school_admin: UserCog } as const;
const ROLE_PLURALS: Record<(typeof ROLES)[number], string> = { student: msg("Students"), teacher: msg("Teachers"), parent: msg("Parents"), school_admin: msg("School admins") };
const usersOf = (role: string) => `${adminPanelPaths.allUsers}?role=${role}`;
const emailsOf = (status: string) => `${adminPanelPaths.emailMonitoring}?status=${status}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">{children}</div>
    </section>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <div className="grid gap-8">
      <PageHeader title={t("Dashboard")} description={t("The platform at a glance. Counts of users and classes leave out archived ones.")} />
      {dashboard.isPending ? (
        <LoadingState label={t("Loading the dashboard")} />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} title={t("Could not load the dashboard")} />
      ) : (
        <>
          <Section title={t("Schools and classes")}>
            <StatCard label={t("Schools")} value={dashboard.data.tenants} icon={Building2} to={adminPanelPaths.allTenants} />
            <StatCard label={t("Classes")} value={dashboard.data.classes} icon={School} />
          </Section>
          <Section title={t("Users")}>
            {ROLES.map((role) => (
              <StatCard key={role} label={t(ROLE_PLURALS[role])} value={dashboard.data.users[role]} icon={ROLE_ICONS[role]} to={usersOf(role)} />
            ))}
            <StatCard label={t(STAFF_LABEL)} value={dashboard.data.users.staff} icon={ShieldCheck} to={usersOf("staff")} />
          </Section>
          <Section title={t("Emails")}>
            <StatCard label={t("Queued")} value={dashboard.data.emails.queued} icon={Clock} to={emailsOf("queued")} tone="warning" />
            <StatCard label={t("Sent")} value={dashboard.data.emails.sent} icon={MailCheck} to={emailsOf("sent")} tone="success" />
            <StatCard
              label={t("Failed")}
              value={dashboard.data.emails.failed}
              icon={CircleAlert}
              to={emailsOf("failed")}
              tone={dashboard.data.emails.failed > 0 ? "danger" : "default"}
            />
          </Section>
        </>
      )}
    </div>
  );
}
