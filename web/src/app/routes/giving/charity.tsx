import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { useCharity } from "@/features/giving/causes/api/get-charity";
import { useLibraries } from "@/features/giving/causes/api/get-libraries";
import { useProjects } from "@/features/giving/causes/api/get-projects";
import { LibraryCard, ProjectCard } from "@/features/giving/causes/components/cause-cards";
import { CauseDetail, Story } from "@/features/giving/causes/components/cause-detail";
import { DonatePanel } from "@/features/giving/causes/components/donate-panel";
import { SdgBadges } from "@/features/giving/causes/components/sdg-badges";
import { defaultSuggestedAmounts } from "@/features/giving/causes/lib/labels";
import { CauseStates } from "./not-found-cause";

/** /charities/{idOrSlug}: the charity's story, goals, total raised, its projects and libraries, and Donate. */
export default function CharityPage() {
  const { t } = useTranslation();
  const { idOrSlug = "" } = useParams();
  const charity = useCharity(idOrSlug);
  const id = charity.data?.id;
  const projects = useProjects({ charity: id, limit: 12 }, !!id);
  const libraries = useLibraries({ charity: id, limit: 12 }, !!id);
  if (!charity.data) return <CauseStates isPending={charity.isPending} error={charity.error} kind="charity" backTo={paths.giving.charities} backLabel={t("All charities")} />;
  const c = charity.data;
  return (
    <CauseDetail
      backTo={paths.giving.charities}
      backLabel={t("All charities")}
      title={c.name}
      subtitle={c.summary}
      coverUrl={c.cover_url}
      aside={
        <>
          <div className="grid gap-1 rounded-xl border border-line-muted bg-surface p-5">
            <p className="text-sm text-ink-muted">{t("Raised so far")}</p>
            <p className="text-2xl font-bold text-ink">{formatMoney(c.raised.amount, c.raised.currency)}</p>
            <p className="text-sm text-ink-muted">{t("from {{count, number}} gifts", { count: c.raised.donations })}</p>
          </div>
          <DonatePanel
            targetType="charity"
            targetId={c.id}
            targetName={c.name}
            currency={c.currency}
            suggestedAmounts={c.suggested_amounts.length ? c.suggested_amounts : defaultSuggestedAmounts(c.currency)}
          />
        </>
      }
    >
      {c.logo_url ? <img src={c.logo_url} alt={t("{{name}} logo", { name: c.name })} className="size-20 rounded-lg object-contain" /> : null}
      <SdgBadges sdgs={c.sdgs} />
      {c.website ? (
        <a href={c.website} target="_blank" rel="noreferrer" className="flex w-fit items-center gap-1 text-sm font-semibold text-primary hover:underline">
          {t("Visit the charity's website")} <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">{t("(opens in a new tab)")}</span>
        </a>
      ) : null}
      <Story text={c.description} />
      {projects.data && projects.data.results.length > 0 ? (
        <section aria-labelledby="charity-projects" className="grid gap-3">
          <h2 id="charity-projects" className="text-lg font-bold text-ink">
            {t("Projects")}
          </h2>
          <ul aria-label={t("Projects of {{name}}", { name: c.name })} className="grid gap-4 sm:grid-cols-2">
            {projects.data.results.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
          <Link to={`${paths.giving.projects}?charity=${encodeURIComponent(c.id)}`} className="text-sm font-semibold text-primary hover:underline">
            {t("See all projects of {{name}}", { name: c.name })}
          </Link>
        </section>
      ) : null}
      {libraries.data && libraries.data.results.length > 0 ? (
        <section aria-labelledby="charity-libraries" className="grid gap-3">
          <h2 id="charity-libraries" className="text-lg font-bold text-ink">
            {t("Libraries")}
          </h2>
          <ul aria-label={t("Libraries of {{name}}", { name: c.name })} className="grid gap-4 sm:grid-cols-2">
            {libraries.data.results.map((l) => (
              <li key={l.id}>
                <LibraryCard library={l} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </CauseDetail>
  );
}
