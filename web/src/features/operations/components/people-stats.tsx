import { Activity, UserPlus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PEOPLE_ROLES, type PeopleRole, type PeopleStatsOut } from "@contracts/staff-people";
import { formatNumber, formatWith } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import { StatCard } from "@/components/ui/stat-card";

export const PEOPLE_ROLE_NAMES: Record<PeopleRole, string> = { student: msg("Students"), teacher: msg("Teachers"), parent: msg("Parents"), school_admin: msg("School admins"), staff: msg("Platform staff") };

/**
 * The headings and summaries for one role (or everyone): whole sentences, since word order differs
 * between languages; the number comes after the words, so "1" needs no plural form ("1 new teachers").
 */
const WHO: Record<PeopleRole | "", { new: string; active: string; all: string; newSummary: string; activeSummary: string }> = {
  "": {
    new: msg("New people"),
    active: msg("Active people"),
    all: msg("All people (not archived)"),
    newSummary: msg("New people in this period: {{number}}."),
    activeSummary: msg("People who signed in or came back in this period: {{number}}."),
  },
  student: {
    new: msg("New students"),
    active: msg("Active students"),
    all: msg("All students (not archived)"),
    newSummary: msg("New students in this period: {{number}}."),
    activeSummary: msg("Students who signed in or came back in this period: {{number}}."),
  },
  teacher: {
    new: msg("New teachers"),
    active: msg("Active teachers"),
    all: msg("All teachers (not archived)"),
    newSummary: msg("New teachers in this period: {{number}}."),
    activeSummary: msg("Teachers who signed in or came back in this period: {{number}}."),
  },
  parent: {
    new: msg("New parents"),
    active: msg("Active parents"),
    all: msg("All parents (not archived)"),
    newSummary: msg("New parents in this period: {{number}}."),
    activeSummary: msg("Parents who signed in or came back in this period: {{number}}."),
  },
  school_admin: {
    new: msg("New school admins"),
    active: msg("Active school admins"),
    all: msg("All school admins (not archived)"),
    newSummary: msg("New school admins in this period: {{number}}."),
    activeSummary: msg("School admins who signed in or came back in this period: {{number}}."),
  },
  staff: {
    new: msg("New platform staff"),
    active: msg("Active platform staff"),
    all: msg("All platform staff (not archived)"),
    newSummary: msg("New platform staff in this period: {{number}}."),
    activeSummary: msg("Platform staff who signed in or came back in this period: {{number}}."),
  },
};
const sum = (byRole: Record<PeopleRole, number>, role: PeopleRole | "") => (role ? byRole[role] : PEOPLE_ROLES.reduce((n, r) => n + byRole[r], 0));

/** Sign-ups and active users over time (one role or everyone), by role and by school. */
export function PeopleStats({ stats: s, role, showSchools }: { stats: PeopleStatsOut; role: PeopleRole | ""; showSchools: boolean }) {
  const { t } = useTranslation();
  const weekly = s.bucket === "week";
  const who = WHO[role];
  const periodLabel = (start: string) => {
    const label = formatWith(start, { day: "numeric", month: "short" });
    return weekly ? t("Week of {{date}}", { date: label }) : label;
  };
  const signups: ChartDatum[] = s.series.map((p) => ({ label: periodLabel(p.start), value: sum(p.signups, role), display: formatNumber(sum(p.signups, role)) }));
  const active: ChartDatum[] = s.series.map((p) => ({ label: periodLabel(p.start), value: sum(p.active, role), display: formatNumber(sum(p.active, role)) }));
  const byRole = (key: "signups" | "active" | "accounts"): ChartDatum[] =>
    PEOPLE_ROLES.map((r) => ({ label: t(PEOPLE_ROLE_NAMES[r]), value: s.totals[key][r], display: formatNumber(s.totals[key][r]) })).filter((d) => d.value > 0);
  // The API names the accounts of no school in English; the reader's language names them here.
  const schools: ChartDatum[] = s.by_school.map((b) => ({ label: b.id ? b.name : t("Platform accounts"), value: b.active, display: formatNumber(b.active), extra: t("{{new}} new · {{accounts}} accounts", { new: formatNumber(b.signups), accounts: formatNumber(b.accounts) }) }));
  const signupsByRole = byRole("signups");
  const activeByRole = byRole("active");
  const totalSignups = sum(s.totals.signups, role);
  const totalActive = sum(s.totals.active, role);
  return (
    <div className="grid gap-6">
      <section aria-label={t("Totals")} className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t(who.new)} value={totalSignups} icon={UserPlus} />
        <StatCard label={t(who.active)} value={totalActive} icon={Activity} tone="success" />
        <StatCard label={t(who.all)} value={sum(s.totals.accounts, role)} icon={Users} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineChart title={weekly ? t("Sign-ups per week") : t("Sign-ups per day")} summary={t(who.newSummary, { number: formatNumber(totalSignups) })} data={signups} labelHeading={weekly ? t("Week") : t("Day")} valueHeading={t("Sign-ups")} empty={t("No period to show.")} />
        <LineChart title={weekly ? t("Active per week") : t("Active per day")} summary={t(who.activeSummary, { number: formatNumber(totalActive) })} data={active} labelHeading={weekly ? t("Week") : t("Day")} valueHeading={t("Active")} empty={t("No period to show.")} />
        <BarChart title={t("Sign-ups by role")} summary={t("New accounts in this period, by role.")} data={signupsByRole} labelHeading={t("Role")} valueHeading={t("Sign-ups")} empty={t("Nobody signed up in this period.")} />
        <BarChart title={t("Active by role")} summary={t("People who signed in or came back in this period, by role.")} data={activeByRole} labelHeading={t("Role")} valueHeading={t("Active")} empty={t("Nobody was active in this period.")} />
      </div>
      {showSchools ? (
        <BarChart
          title={t("Active people by school")}
          summary={schools[0] ? t("{{school}} has the most active people ({{number}}).", { school: schools[0].label, number: schools[0].display }) : ""}
          data={schools}
          labelHeading={t("School")}
          valueHeading={t("Active")}
          extraHeading={t("New and accounts")}
          empty={t("No school has accounts yet.")}
        />
      ) : null}
    </div>
  );
}
