import { useTranslation } from "react-i18next";
import { CheckCircle2, GraduationCap, Users } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { StatCard } from "@/components/ui/stat-card";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import { formatNumber, formatWith } from "@/lib/format";
import { useLearningStats } from "../api/get-learning-stats";

/** "Nov 26" for "2026-11" (a calendar month, never shifted by a time zone). */
const monthLabel = (month: string) => formatWith(`${month}-01`, { month: "short", year: "2-digit" });

/** The learning dashboard: enrolments and completions over time, the most-started courses and where learners stop. */
export function LearningDashboard({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const stats = useLearningStats();
  if (stats.isPending) return <LoadingState label={t("Loading the learning figures")} />;
  if (stats.isError) return <ErrorState error={stats.error} title={t("Could not load the learning figures")} />;
  const s = stats.data;
  const enrolments: ChartDatum[] = s.by_month.map((m) => ({ label: monthLabel(m.month), value: m.enrollments, display: formatNumber(m.enrollments), extra: formatNumber(m.completions) }));
  const completions: ChartDatum[] = s.by_month.map((m) => ({ label: monthLabel(m.month), value: m.completions, display: formatNumber(m.completions) }));
  const started: ChartDatum[] = s.courses.map((c) => ({ label: c.title, value: c.enrollments, display: formatNumber(c.enrollments), extra: formatNumber(c.completions) }));
  const finished: ChartDatum[] = [...s.courses].sort((a, b) => b.completions - a.completions).map((c) => ({ label: c.title, value: c.completions, display: formatNumber(c.completions) }));
  const dropOff: ChartDatum[] = (s.drop_off?.lessons ?? []).map((l, i) => ({ label: `${i + 1}. ${l.title}`, value: l.completed, display: formatNumber(l.completed) }));
  const sum = (d: ChartDatum[]) => d.reduce((n, x) => n + x.value, 0);
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title={t("Learning dashboard")} description={scope} />
      <section aria-label={t("Totals")} className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t("Enrolments")} value={s.enrollments} icon={GraduationCap} />
        <StatCard label={t("Completions")} value={s.completions} icon={CheckCircle2} tone="success" />
        <StatCard label={t("Learners")} value={s.learners} icon={Users} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <LineChart
          title={t("Enrolments per month")}
          summary={t("{{n}} enrolments in the last 12 months.", { count: sum(enrolments), n: formatNumber(sum(enrolments)) })}
          data={enrolments}
          labelHeading={t("Month")}
          valueHeading={t("Enrolments")}
          extraHeading={t("Completions")}
          empty={t("No enrolments in the last 12 months.")}
        />
        <LineChart
          title={t("Completions per month")}
          summary={t("{{n}} courses finished in the last 12 months.", { count: sum(completions), n: formatNumber(sum(completions)) })}
          data={completions}
          labelHeading={t("Month")}
          valueHeading={t("Completions")}
          empty={t("No course was finished in the last 12 months.")}
        />
        <BarChart
          title={t("Most-started courses")}
          summary={started[0] ? t("{{course}} has the most learners ({{n}}).", { course: started[0].label, n: started[0].display }) : ""}
          data={started}
          labelHeading={t("Course")}
          valueHeading={t("Enrolments")}
          extraHeading={t("Completions")}
          empty={t("No course has learners yet.")}
        />
        <BarChart
          title={t("Most-finished courses")}
          summary={finished[0] ? t("{{course}} was finished most often ({{n}}).", { course: finished[0].label, n: finished[0].display }) : ""}
          data={finished.filter((d) => d.value > 0)}
          labelHeading={t("Course")}
          valueHeading={t("Completions")}
          empty={t("No course has been finished yet.")}
        />
      </div>
      <BarChart
        title={s.drop_off ? t("Where learners stop: {{course}}", { course: s.drop_off.course }) : t("Where learners stop")}
        summary={dropOff.length ? t("Learners who finished each lesson of the most-started course, in order: a drop shows where they stop.") : ""}
        data={dropOff}
        labelHeading={t("Lesson")}
        valueHeading={t("Learners who finished it")}
        empty={t("No lesson has been finished yet.")}
      />
    </div>
  );
}
