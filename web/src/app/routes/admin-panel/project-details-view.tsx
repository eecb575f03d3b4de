import { Link, useParams } from "react-router";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { sdgName } from "@/lib/sdgs";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useTargetDonations } from "@/features/giving/admin/api/get-donations";
import { useProject } from "@/features/giving/admin/api/get-project";
import { DonationsTable } from "@/features/giving/admin/components/donations-table";
import { Facts } from "@/features/giving/admin/components/drawer";
import { ProgressBar } from "@/features/giving/admin/components/progress-bar";
import { PROJECT_STATUS_BADGES } from "@/features/giving/admin/lib/labels";

function RecentDonations({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const donations = useTargetDonations(projectId);
  if (donations.isPending) return <LoadingState label={t("Loading donations")} />;
  if (donations.isError) return <ErrorState error={donations.error} title={t("Could not load the donations")} />;
  if (donations.data.results.length === 0) return <EmptyState>{t("No donations yet.")}</EmptyState>;
  return <DonationsTable donations={donations.data.results} caption={t("Latest donations to this project")} orderPath={(id) => `${adminPanelPaths.orders}?order=${encodeURIComponent(id)}`} />;
}

/** /admin-panel/project-details-view/:projectId: a project's progress, donors and latest gifts. */
export default function ProjectDetailsViewPage() {
  const { t } = useTranslation();
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={adminPanelPaths.allProjects}>{t("All projects")}</BackLink>
      <LoadedRecord query={project} title={t("Project")} loadingLabel={t("Loading project")} errorTitle={t("Could not load this project")}>
        {(p) => (
          <>
            <PageHeader
              title={p.title}
              description={p.charity ? t("A project of {{charity}}", { charity: p.charity.name }) : t("A project without a charity")}
              actions={
                <Button variant="outline" asChild>
                  <Link to={adminPanelPaths.project(p.id)}>
                    <Pencil aria-hidden /> {t("Edit project")}
                  </Link>
                </Button>
              }
            />
            <Card>
              <CardHeader>
                <CardTitle>{t("Progress")}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-2xl font-bold tabular-nums">
                  {formatMoney(p.raised_amount, p.currency)} <span className="text-base font-normal text-ink-muted">{t("of {{goal}}", { goal: formatMoney(p.goal_amount, p.currency) })}</span>
                </p>
                <ProgressBar percent={p.progress_percent} label={t("{{percent}} funded", { percent: formatPercent(p.progress_percent / 100) })} />
                <p className="text-sm text-ink-muted">
                  {t("{{percent}} funded by {{count, number}} donors.", { percent: formatPercent(p.progress_percent / 100), count: p.donor_count })}
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("About")}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {p.cover_url ? <img src={p.cover_url} alt="" className="max-h-56 w-full rounded-lg object-cover" /> : null}
                <Facts
                  items={[
                    [t("Status"), <Badge key="s" variant={PROJECT_STATUS_BADGES[p.status].variant}>{t(PROJECT_STATUS_BADGES[p.status].label)}</Badge>],
                    [t("Offered on"), p.tenant_id === null ? t("Every school's site") : t("One school's site")],
                    [t("Runs"), t("{{start}} – {{end}}", { start: p.starts_on ? formatDate(p.starts_on) : t("Open start"), end: p.ends_on ? formatDate(p.ends_on) : t("no end date") })],
                    [t("Suggested"), p.suggested_amounts.map((a) => formatMoney(a, p.currency)).join(", ") || "—"],
                    [t("Goals"), p.sdgs.map((g) => `${formatNumber(g)}. ${sdgName(g)}`).join("; ") || "—"],
                    [t("Summary"), p.summary || "—"],
                  ]}
                />
                {p.description ? <p className="text-sm whitespace-pre-line">{p.description}</p> : null}
              </CardContent>
            </Card>
            <section aria-labelledby="project-donations" className="grid gap-3">
              <h2 id="project-donations" className="text-lg font-semibold">
                {t("Latest donations")}
              </h2>
              <RecentDonations projectId={p.id} />
            </section>
          </>
        )}
      </LoadedRecord>
    </div>
  );
}
