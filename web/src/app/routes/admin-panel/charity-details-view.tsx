import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Pencil } from "lucide-react";
import { COUNTRIES } from "@contracts/countries";
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
import { useCharity } from "@/features/giving/admin/api/get-charity";
import { useTargetDonations } from "@/features/giving/admin/api/get-donations";
import { useCharityLibraries } from "@/features/giving/admin/api/get-libraries";
import { useProjects } from "@/features/giving/admin/api/get-projects";
import { DonationsTable } from "@/features/giving/admin/components/donations-table";
import { Facts } from "@/features/giving/admin/components/drawer";
import { ProgressBar } from "@/features/giving/admin/components/progress-bar";
import { ProjectsTable } from "@/features/giving/admin/components/projects-table";
import { CHARITY_STATUS_BADGES } from "@/features/giving/admin/lib/labels";

const orderPath = (id: string) => `${paths.adminPanel.orders}?order=${encodeURIComponent(id)}`;

function Projects({ charityId }: { charityId: string }) {
  const projects = useProjects({ search: "", charity: charityId, offset: 0, limit: 50 });
  if (projects.isPending) return <LoadingState label="Loading projects" />;
  if (projects.isError) return <ErrorState error={projects.error} title="Could not load the projects" />;
  if (projects.data.results.length === 0) return <EmptyState>No projects yet.</EmptyState>;
  return <ProjectsTable projects={projects.data.results} caption="Projects of this charity" detailsPath={(p) => paths.adminPanel.projectDetails(p.id)} editPath={(p) => paths.adminPanel.project(p.id)} />;
}

function Libraries({ charityId }: { charityId: string }) {
  const libraries = useCharityLibraries(charityId);
  if (libraries.isPending) return <LoadingState label="Loading libraries" />;
  if (libraries.isError) return <ErrorState error={libraries.error} title="Could not load the libraries" />;
  if (libraries.data.results.length === 0) return <EmptyState>No libraries yet.</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {libraries.data.results.map((l) => (
        <li key={l.id} className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
          <span className="font-semibold">{l.name}</span>
          <span className="text-sm text-ink-muted">
            {l.city}, {COUNTRIES.find((c) => c.code === l.country)?.name ?? l.country} · {l.books_stocked} of {l.books_goal} books
          </span>
          <ProgressBar percent={l.progress_percent} label={`${l.name}: ${l.progress_percent}% funded`} />
          <span className="text-xs text-ink-muted tabular-nums">
            {formatMoney(l.raised_amount, l.currency)} of {formatMoney(l.goal_amount, l.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RecentDonations({ charityId }: { charityId: string }) {
  const donations = useTargetDonations(charityId);
  if (donations.isPending) return <LoadingState label="Loading donations" />;
  if (donations.isError) return <ErrorState error={donations.error} title="Could not load the donations" />;
  if (donations.data.results.length === 0) return <EmptyState>No donations yet.</EmptyState>;
  return <DonationsTable donations={donations.data.results} caption="Latest donations to this charity" orderPath={orderPath} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin-panel/charity-details-view/:charityId: a charity with its projects, libraries and latest gifts. */
export default function CharityDetailsViewPage() {
  const { charityId = "" } = useParams();
  const charity = useCharity(charityId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={paths.adminPanel.allCharities}>All charities</BackLink>
      <LoadedRecord query={charity} title="Charity" loadingLabel="Loading charity" errorTitle="Could not load this charity">
        {(c) => (
          <>
            <PageHeader
              title={c.name}
              description={c.summary}
              actions={
                <Button variant="outline" asChild>
                  <Link to={paths.adminPanel.charity(c.id)}>
                    <Pencil aria-hidden /> Edit charity
                  </Link>
                </Button>
              }
            />
            <Card>
              <CardHeader>
                <CardTitle>About</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <div className="flex flex-wrap items-center gap-4">
                  {c.logo_url ? <img src={c.logo_url} alt={`${c.name} logo`} className="size-16 rounded-lg border border-line-muted bg-white object-contain" /> : null}
                  {c.cover_url ? <img src={c.cover_url} alt="" className="max-h-40 min-w-0 flex-1 rounded-lg object-cover" /> : null}
                </div>
                <Facts
                  items={[
                    ["Status", <Badge key="s" variant={CHARITY_STATUS_BADGES[c.status].variant}>{CHARITY_STATUS_BADGES[c.status].label}</Badge>],
                    ["Offered on", c.tenant_id === null ? "Every school's site" : "One school's site"],
                    ["Raised", `${formatMoney(c.raised.amount, c.raised.currency)} from ${c.raised.donations} donation${c.raised.donations === 1 ? "" : "s"}`],
                    ["Currency", c.currency],
                    ["Suggested", c.suggested_amounts.map((a) => formatMoney(a, c.currency)).join(", ") || "—"],
                    ["Country", c.country ? (COUNTRIES.find((x) => x.code === c.country)?.name ?? c.country) : "—"],
                    [
                      "Website",
                      c.website ? (
                        <a key="w" href={c.website} target="_blank" rel="noreferrer" className="break-all text-primary-dark underline">
                          {c.website}
                        </a>
                      ) : (
                        "—"
                      ),
                    ],
                    ["Goals", c.sdgs.map((g) => `${g}. ${SDGS[g - 1]}`).join("; ") || "—"],
                  ]}
                />
                {c.description ? <p className="text-sm whitespace-pre-line">{c.description}</p> : null}
              </CardContent>
            </Card>
            <Section id="charity-projects" title="Projects">
              <Projects charityId={c.id} />
            </Section>
            <Section id="charity-libraries" title="Libraries">
              <Libraries charityId={c.id} />
            </Section>
            <Section id="charity-donations" title="Latest donations">
              <RecentDonations charityId={c.id} />
            </Section>
          </>
        )}
      </LoadedRecord>
    </div>
  );
}
