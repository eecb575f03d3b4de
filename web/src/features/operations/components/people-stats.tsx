import { Activity, UserPlus, Users } from "lucide-react";
import { PEOPLE_ROLES, type PeopleRole, type PeopleStatsOut } from "@contracts/staff-people";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import { StatCard } from "@/components/ui/stat-card";

export const PEOPLE_ROLE_NAMES: Record<PeopleRole, string> = { student: "Students", teacher: "Teachers", parent: "Parents", school_admin: "School admins", staff: "Platform staff" };
const count = new Intl.NumberFormat("en");
const sum = (byRole: Record<PeopleRole, number>, role: PeopleRole | "") => (role ? byRole[role] : PEOPLE_ROLES.reduce((n, r) => n + byRole[r], 0));
const periodLabel = (start: string, bucket: "day" | "week") => {
  const label = new Date(`${start}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  return bucket === "week" ? `Week of ${label}` : label;
};

/** Sign-ups and active users over time (one role or everyone), by role and by school. */
export function PeopleStats({ stats: s, role, showSchools }: { stats: PeopleStatsOut; role: PeopleRole | ""; showSchools: boolean }) {
  const per = s.bucket === "week" ? "week" : "day";
  const who = role ? PEOPLE_ROLE_NAMES[role].toLowerCase() : "people";
  const signups: ChartDatum[] = s.series.map((p) => ({ label: periodLabel(p.start, s.bucket), value: sum(p.signups, role), display: count.format(sum(p.signups, role)) }));
  const active: ChartDatum[] = s.series.map((p) => ({ label: periodLabel(p.start, s.bucket), value: sum(p.active, role), display: count.format(sum(p.active, role)) }));
  const byRole = (key: "signups" | "active" | "accounts"): ChartDatum[] =>
    PEOPLE_ROLES.map((r) => ({ label: PEOPLE_ROLE_NAMES[r], value: s.totals[key][r], display: count.format(s.totals[key][r]) })).filter((d) => d.value > 0);
  const schools: ChartDatum[] = s.by_school.map((b) => ({ label: b.name, value: b.active, display: count.format(b.active), extra: `${count.format(b.signups)} new · ${count.format(b.accounts)} accounts` }));
  const totalSignups = sum(s.totals.signups, role);
  const totalActive = sum(s.totals.active, role);
  return (
    <div className="grid gap-6">
      <section aria-label="Totals" className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label={`New ${who}`} value={totalSignups} icon={UserPlus} />
        <StatCard label={`Active ${who}`} value={totalActive} icon={Activity} tone="success" />
        <StatCard label={`All ${who} (not archived)`} value={sum(s.totals.accounts, role)} icon={Users} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineChart title={`Sign-ups per ${per}`} summary={`${count.format(totalSignups)} new ${who} in this period.`} data={signups} labelHeading={s.bucket === "week" ? "Week" : "Day"} valueHeading="Sign-ups" empty="No period to show." />
        <LineChart title={`Active per ${per}`} summary={`${count.format(totalActive)} ${who} signed in or came back in this period.`} data={active} labelHeading={s.bucket === "week" ? "Week" : "Day"} valueHeading="Active" empty="No period to show." />
        <BarChart title="Sign-ups by role" summary="New accounts in this period, by role." data={byRole("signups")} labelHeading="Role" valueHeading="Sign-ups" empty="Nobody signed up in this period." />
        <BarChart title="Active by role" summary="People who signed in or came back in this period, by role." data={byRole("active")} labelHeading="Role" valueHeading="Active" empty="Nobody was active in this period." />
      </div>
      {showSchools ? (
        <BarChart
          title="Active people by school"
          summary={schools[0] ? `${schools[0].label} has the most active people (${schools[0].display}).` : ""}
          data={schools}
          labelHeading="School"
          valueHeading="Active"
          extraHeading="New and accounts"
          empty="No school has accounts yet."
        />
      ) : null}
    </div>
  );
}
