import { CheckCircle2, GraduationCap, Users } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { StatCard } from "@/components/ui/stat-card";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import { useLearningStats } from "../api/get-learning-stats";

const count = new Intl.NumberFormat("en");
const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });

/** The learning dashboard: enrolments and completions over time, the most-started courses and where learners stop. */
export function LearningDashboard({ scope }: { scope: string }) {
  const stats = useLearningStats();
  if (stats.isPending) return <LoadingState label="Loading the learning figures" />;
  if (stats.isError) return <ErrorState error={stats.error} title="Could not load the learning figures" />;
  const s = stats.data;
  const enrolments: ChartDatum[] = s.by_month.map((m) => ({ label: monthLabel(m.month), value: m.enrollments, display: count.format(m.enrollments), extra: count.format(m.completions) }));
  const completions: ChartDatum[] = s.by_month.map((m) => ({ label: monthLabel(m.month), value: m.completions, display: count.format(m.completions) }));
  const started: ChartDatum[] = s.courses.map((c) => ({ label: c.title, value: c.enrollments, display: count.format(c.enrollments), extra: count.format(c.completions) }));
  const finished: ChartDatum[] = [...s.courses].sort((a, b) => b.completions - a.completions).map((c) => ({ label: c.title, value: c.completions, display: count.format(c.completions) }));
  const dropOff: ChartDatum[] = (s.drop_off?.lessons ?? []).map((l, i) => ({ label: `${i + 1}. ${l.title}`, value: l.completed, display: count.format(l.completed) }));
  const sum = (d: ChartDatum[]) => d.reduce((n, x) => n + x.value, 0);
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title="Learning dashboard" description={scope} />
      <section aria-label="Totals" className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Enrolments" value={s.enrollments} icon={GraduationCap} />
        <StatCard label="Completions" value={s.completions} icon={CheckCircle2} tone="success" />
        <StatCard label="Learners" value={s.learners} icon={Users} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineChart title="Enrolments per month" summary={`${count.format(sum(enrolments))} enrolments in the last 12 months.`} data={enrolments} labelHeading="Month" valueHeading="Enrolments" extraHeading="Completions" empty="No enrolments in the last 12 months." />
        <LineChart title="Completions per month" summary={`${count.format(sum(completions))} courses finished in the last 12 months.`} data={completions} labelHeading="Month" valueHeading="Completions" empty="No course was finished in the last 12 months." />
        <BarChart title="Most-started courses" summary={started[0] ? `${started[0].label} has the most learners (${started[0].display}).` : ""} data={started} labelHeading="Course" valueHeading="Enrolments" extraHeading="Completions" empty="No course has learners yet." />
        <BarChart title="Most-finished courses" summary={finished[0] ? `${finished[0].label} was finished most often (${finished[0].display}).` : ""} data={finished.filter((d) => d.value > 0)} labelHeading="Course" valueHeading="Completions" empty="No course has been finished yet." />
      </div>
      <BarChart
        title={s.drop_off ? `Where learners stop: ${s.drop_off.course}` : "Where learners stop"}
        summary={dropOff.length ? `Learners who finished each lesson of the most-started course, in order: a drop shows where they stop.` : ""}
        data={dropOff}
        labelHeading="Lesson"
        valueHeading="Learners who finished it"
        empty="No lesson has been finished yet."
      />
    </div>
  );
}
