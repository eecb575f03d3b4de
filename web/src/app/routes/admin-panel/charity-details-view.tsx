import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { sdgName } from "@/lib/sdgs";
import { adminPanelPaths } from "@/config/admin-panel-paths";
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
import { countryName } from "@/features/operations/lib/labels";

const orderPath = (id: string) => `${adminPanelPaths.orders}?order=${encodeURIComponent(id)}`;

function Projects({ charityId }: { charityId: string }) {
  const { t } = useTranslation();
  const projects = useProjects({ search: "", charity: charityId, offset: 0, limit: 50 });
  if (projects.isPending) return <LoadingState label={t("Loading projects")} />;
  if (projects.isError) return <ErrorState error={projects.error} title={t("Could not load the projects")} />;
  if (projects.data.results.length === 0) return <EmptyState>{t("No projects yet.")}</EmptyState>;
  return <ProjectsTable projects={projects.data.results} caption={t("Projects of this charity")} detailsPath={(p) => adminPanelPaths.projectDetails(p.id)} editPath={(p) => adminPanelPaths.project(p.id)} />;
}

function Libraries({ charityId }: { charityId: string }) {
  const { t } = useTranslation();
  const libraries = useCharityLibraries(charityId);
  if (libraries.isPending) return <LoadingState label={t("Loading libraries")} />;
  if (libraries.isError) return <ErrorState error={libraries.error} title={t("Could not load the libraries")} />;
  if (libraries.data.results.length === 0) return <EmptyState>{t("No libraries yet.")}</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {libraries.data.results.map((l) => (
        <li key={l.id} className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
          <span className="font-semibold">{l.name}</span>
          <span className="text-sm text-ink-muted">
            {t("{{city}}, {{country}} · {{stocked}} of {{goal}} books", { city: l.city, country: countryName(l.country), stocked: formatNumber(l.books_stocked), goal: formatNumber(l.books_goal) })}
          </span>
          <ProgressBar percent={l.progress_percent} label={t("{{name}}: {{percent}} funded", { name: l.name, percent: formatPercent(l.progress_percent / 100) })} />
          <span className="text-xs text-ink-muted tabular-nums">
            {t("{{raised}} of {{goal}}", { raised: formatMoney(l.raised_amount, l.currency), goal: formatMoney(l.goal_amount, l.currency) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RecentDonations({ charityId }: { charityId: string }) {
  const { t } = useTranslation();
  const donations = useTargetDonations(charityId);
  if (donations.isPending) return <LoadingState label={t("Loading donations")} />;
  if (donations.isError) return <ErrorState error={donations.error} title={t("Could not load the donations")} />;
  if (donations.data.results.length === 0) return <EmptyState>{t("No donations yet.")}</EmptyState>;
  return <DonationsTable donations={donations.data.results} caption={t("Latest donations to this charity")} orderPath={orderPath} />;
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
  const { t } = useTranslation();
  const { charityId = "" } = useParams();
  const charity = useCharity(charityId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={adminPanelPaths.allCharities}>{t("All charities")}</BackLink>
      <LoadedRecord query={charity} title={t("Charity")} loadingLabel={t("Loading charity")} errorTitle={t("Could not load this charity")}>
        {(c) => (
          <>
            <PageHeader
              title={c.name}
              description={c.summary}
              actions={
                <Button variant="outline" asChild>
                  <Link to={adminPanelPaths.charity(c.id)}>
                    <Pencil aria-hidden /> {t("Edit charity")}
                  </Link>
                </Button>
              }
            />
            <Card>
              <CardHeader>
                <CardTitle>{t("About")}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <div className="flex flex-wrap items-center gap-4">
                  {c.logo_url ? <img src={c.logo_url} alt={t("{{name}} logo", { name: c.name })} className="size-16 rounded-lg border border-line-muted bg-white object-contain" /> : null}
                  {c.cover_url ? <img src={c.cover_url} alt="" className="max-h-40 min-w-0 flex-1 rounded-lg object-cover" /> : null}
                </div>
                <Facts
                  items={[
                    [t("Status"), <Badge key="s" variant={CHARITY_STATUS_BADGES[c.status].variant}>{t(CHARITY_STATUS_BADGES[c.status].label)}</Badge>],
                    [t("Offered on"), c.tenant_id === null ? t("Every school's site") : t("One school's site")],
                    [t("Raised"), t("{{amount}} from {{count, number}} donations", { amount: formatMoney(c.raised.amount, c.raised.currency), count: c.raised.donations })],
                    [t("Currency"), c.currency],
                    [t("Suggested"), c.suggested_amounts.map((a) => formatMoney(a, c.currency)).join(", ") || "—"],
                    [t("Country"), c.country ? countryName(c.country) : "—"],
                    [
                      t("Website"),
                      c.website ? (
                        <a key="w" href={c.website} target="_blank" rel="noreferrer" className="break-all text-primary-dark underline">
                          {c.website}
                        </a>
                      ) : (
                        "—"
                      ),
                    ],
                    [t("Goals"), c.sdgs.map((g) => `${formatNumber(g)}. ${sdgName(g)}`).join("; ") || "—"],
                  ]}
                />
                {c.description ? <p className="text-sm whitespace-pre-line">{c.description}</p> : null}
              </CardContent>
            </Card>
            <Section id="charity-projects" title={t("Projects")}>
              <Projects charityId={c.id} />
            </Section>
            <Section id="charity-libraries" title={t("Libraries")}>
              <Libraries charityId={c.id} />
            </Section>
            <Section id="charity-donations" title={t("Latest donations")}>
              <RecentDonations charityId={c.id} />
            </Section>
          </>
        )}
      </LoadedRecord>
    </div>
  );
}
