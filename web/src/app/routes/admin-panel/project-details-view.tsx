import { Link, useParams } from "react-router";
import { Pencil } from "lucide-react";
import { SDGS } from "@contracts/sdgs";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
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
import { PROJECT_STATUS_BADGES, formatDate } from "@/features/giving/admin/lib/labels";

function RecentDonations({ projectId }: { projectId: string }) {
  const donations = useTargetDonations(projectId);
  if (donations.isPending) return <LoadingState label="Loading donations" />;
  if (donations.isError) return <ErrorState error={donations.error} title="Could not load the donations" />;
  if (donations.data.results.length === 0) return <EmptyState>No donations yet.</EmptyState>;
  return <DonationsTable donations={donations.data.results} caption="Latest donations to this project" orderPath={(id) => `${paths.adminPanel.orders}?order=${encodeURIComponent(id)}`} />;
}

/** /admin-panel/project-details-view/:projectId: a project's progress, donors and latest gifts. */
export default function ProjectDetailsViewPage() {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={paths.adminPanel.allProjects}>All projects</BackLink>
      <LoadedRecord query={project} title="Project" loadingLabel="Loading project" errorTitle="Could not load this project">
        {(p) => (
          <>
            <PageHeader
              title={p.title}
              description={p.charity ? `A project of ${p.charity.name}` : "A project without a charity"}
              actions={
                <Button variant="outline" asChild>
                  <Link to={paths.adminPanel.project(p.id)}>
                    <Pencil aria-hidden /> Edit project
                  </Link>
                </Button>
              }
            />
            <Card>
              <CardHeader>
                <CardTitle>Progress</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-2xl font-bold tabular-nums">
                  {formatMoney(p.raised_amount, p.currency)} <span className="text-base font-normal text-ink-muted">of {formatMoney(p.goal_amount, p.currency)}</span>
                </p>
                <ProgressBar percent={p.progress_percent} label={`${p.progress_percent}% funded`} />
                <p className="text-sm text-ink-muted">
                  {p.progress_percent}% funded by {p.donor_count} donor{p.donor_count === 1 ? "" : "s"}.
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>About</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {p.cover_url ? <img src={p.cover_url} alt="" className="max-h-56 w-full rounded-lg object-cover" /> : null}
                <Facts
                  items={[
                    ["Status", <Badge key="s" variant={PROJECT_STATUS_BADGES[p.status].variant}>{PROJECT_STATUS_BADGES[p.status].label}</Badge>],
                    ["Offered on", p.tenant_id === null ? "Every school's site" : "One school's site"],
                    ["Runs", `${p.starts_on ? formatDate(p.starts_on) : "Open start"} – ${p.ends_on ? formatDate(p.ends_on) : "no end date"}`],
                    ["Suggested", p.suggested_amounts.map((a) => formatMoney(a, p.currency)).join(", ") || "—"],
                    ["Goals", p.sdgs.map((g) => `${g}. ${SDGS[g - 1]}`).join("; ") || "—"],
                    ["Summary", p.summary || "—"],
                  ]}
                />
                {p.description ? <p className="text-sm whitespace-pre-line">{p.description}</p> : null}
              </CardContent>
            </Card>
            <section aria-labelledby="project-donations" className="grid gap-3">
              <h2 id="project-donations" className="text-lg font-semibold">
                Latest donations
              </h2>
              <RecentDonations projectId={p.id} />
            </section>
          </>
        )}
      </LoadedRecord>
    </div>
  );
}
