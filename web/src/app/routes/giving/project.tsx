import { Link, useParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { CalendarDays } from "lucide-react";
import { paths } from "@/config/paths";
import { useProject } from "@/features/giving/causes/api/get-project";
import { CauseDetail, Story } from "@/features/giving/causes/components/cause-detail";
import { DonatePanel } from "@/features/giving/causes/components/donate-panel";
import { FundingProgress } from "@/features/giving/causes/components/funding-progress";
import { SdgBadges } from "@/features/giving/causes/components/sdg-badges";
import { defaultSuggestedAmounts } from "@/features/giving/causes/lib/labels";
import { Alert } from "@/components/ui/alert";
import { CauseStates } from "./not-found-cause";

/** /charity-projects/{slug}: a project's story, progress towards its goal and Donate. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const project = useProject(slug);
  if (!project.data) return <CauseStates isPending={project.isPending} error={project.error} kind="project" backTo={paths.giving.projects} backLabel={t("All projects")} />;
  const p = project.data;
  const open = p.status === "active" || p.status === "funded";
  return (
    <CauseDetail
      backTo={paths.giving.projects}
      backLabel={t("All projects")}
      title={p.title}
      subtitle={
        p.charity ? (
          <Trans
            i18nKey="by <0>{{charity}}</0>"
            values={{ charity: p.charity.name }}
            components={[<Link key="charity" to={paths.giving.charity(p.charity.slug)} className="font-semibold text-primary hover:underline" />]}
          />
        ) : null
      }
      coverUrl={p.cover_url}
      aside={
        <>
          <section aria-label={t("Progress")} className="rounded-xl border border-line-muted bg-surface p-5">
            <FundingProgress raised={p.raised_amount} goal={p.goal_amount} currency={p.currency} percent={p.progress_percent} donors={p.donor_count} />
          </section>
          {open ? (
            <DonatePanel targetType="project" targetId={p.id} targetName={p.title} currency={p.currency} suggestedAmounts={p.suggested_amounts.length ? p.suggested_amounts : defaultSuggestedAmounts(p.currency)} />
          ) : (
            <Alert>{t("This project is not taking gifts at the moment.")}</Alert>
          )}
        </>
      }
    >
      {p.summary ? <p dir="auto" className="text-lg text-ink">{p.summary}</p> : null}
      <SdgBadges sdgs={p.sdgs} />
      {p.starts_on || p.ends_on ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays className="size-4" aria-hidden />
          {p.starts_on && p.ends_on
            ? t("From {{start}} until {{end}}", { start: formatDate(p.starts_on), end: formatDate(p.ends_on) })
            : p.starts_on
              ? t("From {{start}}", { start: formatDate(p.starts_on) })
              : t("Until {{end}}", { end: formatDate(p.ends_on) })}
        </p>
      ) : null}
      <Story text={p.description} />
    </CauseDetail>
  );
}
