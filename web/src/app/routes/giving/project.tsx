import { Link, useParams } from "react-router";
import { CalendarDays } from "lucide-react";
import { paths } from "@/config/paths";
import { useProject } from "@/features/giving/causes/api/get-project";
import { CauseDetail, Story } from "@/features/giving/causes/components/cause-detail";
import { DonatePanel } from "@/features/giving/causes/components/donate-panel";
import { FundingProgress } from "@/features/giving/causes/components/funding-progress";
import { SdgBadges } from "@/features/giving/causes/components/sdg-badges";
import { defaultSuggestedAmounts, formatDay } from "@/features/giving/causes/lib/labels";
import { Alert } from "@/components/ui/alert";
import { CauseStates } from "./not-found-cause";

/** /charity-projects/{slug}: a project's story, progress towards its goal and Donate. */
export default function ProjectPage() {
  const { slug = "" } = useParams();
  const project = useProject(slug);
  if (!project.data) return <CauseStates isPending={project.isPending} error={project.error} noun="Project" backTo={paths.giving.projects} backLabel="All projects" />;
  const p = project.data;
  const open = p.status === "active" || p.status === "funded";
  return (
    <CauseDetail
      backTo={paths.giving.projects}
      backLabel="All projects"
      title={p.title}
      subtitle={
        p.charity ? (
          <>
            by{" "}
            <Link to={paths.giving.charity(p.charity.slug)} className="font-semibold text-primary hover:underline">
              {p.charity.name}
            </Link>
          </>
        ) : null
      }
      coverUrl={p.cover_url}
      aside={
        <>
          <section aria-label="Progress" className="rounded-xl border border-line-muted bg-surface p-5">
            <FundingProgress raised={p.raised_amount} goal={p.goal_amount} currency={p.currency} percent={p.progress_percent} donors={p.donor_count} />
          </section>
          {open ? (
            <DonatePanel targetType="project" targetId={p.id} targetName={p.title} currency={p.currency} suggestedAmounts={p.suggested_amounts.length ? p.suggested_amounts : defaultSuggestedAmounts(p.currency)} />
          ) : (
            <Alert>This project is not taking gifts at the moment.</Alert>
          )}
        </>
      }
    >
      {p.summary ? <p className="text-lg text-ink">{p.summary}</p> : null}
      <SdgBadges sdgs={p.sdgs} />
      {p.starts_on || p.ends_on ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays className="size-4" aria-hidden />
          {p.starts_on ? `From ${formatDay(p.starts_on)}` : ""}
          {p.starts_on && p.ends_on ? " " : ""}
          {p.ends_on ? `until ${formatDay(p.ends_on)}` : ""}
        </p>
      ) : null}
      <Story text={p.description} />
    </CauseDetail>
  );
}
