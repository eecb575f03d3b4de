import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpen, HeartHandshake, MapPin } from "lucide-react";
import { countryName, formatMoney, formatNumber } from "@/lib/format";
import { type CharityOut, type LibraryOut, type ProjectOut } from "@contracts/giving";
import { paths } from "@/config/paths";
import { Card } from "@/components/ui/card";
import { FundingProgress } from "./funding-progress";
import { SdgBadges } from "./sdg-badges";
import { isolate } from "@/lib/bidi";

/*
 * Titles and summaries are written by people, usually in one language whatever the reader's: each runs in its
 * own text's direction (dir="auto"), so on an Arabic page "…for every classroom." keeps its full stop at its end.
 */

/** `priority`: the page's first card, whose cover is its largest paint — fetched at once, before other images. */
function Cover({ url, priority = false }: { url: string | null; priority?: boolean }) {
  return url ? (
    <img src={url} alt="" className="aspect-[16/9] w-full rounded-t-xl object-cover" loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} />
  ) : (
    <div aria-hidden className="flex h-24 w-full items-center justify-center rounded-t-xl bg-primary-light text-primary-dark">
      <HeartHandshake className="size-10" />
    </div>
  );
}

export function CharityCard({ charity }: { charity: CharityOut }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col">
      <Cover url={charity.cover_url ?? charity.logo_url} />
      <div className="grid flex-1 content-start gap-2 p-4">
        <h3 dir="auto" className="text-lg font-semibold text-ink">
          <Link to={paths.giving.charity(charity.slug)} className="hover:underline">
            {charity.name}
          </Link>
        </h3>
        {charity.summary ? <p dir="auto" className="text-sm text-ink-muted">{charity.summary}</p> : null}
        <p className="text-sm">
          <span className="font-semibold">{formatMoney(charity.raised.amount, charity.raised.currency)}</span> {t("raised from {{count, number}} gifts", { count: charity.raised.donations })}
        </p>
        <SdgBadges sdgs={charity.sdgs} />
      </div>
    </Card>
  );
}

export function ProjectCard({ project, priority }: { project: ProjectOut; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col">
      <Cover url={project.cover_url} priority={priority} />
      <div className="grid flex-1 content-start gap-2 p-4">
        <h3 dir="auto" className="text-lg font-semibold text-ink">
          <Link to={paths.giving.project(project.slug)} className="hover:underline">
            {project.title}
          </Link>
        </h3>
        {project.charity ? <p className="text-sm text-ink-muted">{t("by {{charity}}", { charity: isolate(project.charity.name) })}</p> : null}
        {project.summary ? <p dir="auto" className="text-sm text-ink">{project.summary}</p> : null}
        <FundingProgress raised={project.raised_amount} goal={project.goal_amount} currency={project.currency} percent={project.progress_percent} donors={project.donor_count} compact />
      </div>
    </Card>
  );
}

export function LibraryCard({ library }: { library: LibraryOut }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col">
      <Cover url={library.cover_url} />
      <div className="grid flex-1 content-start gap-2 p-4">
        <h3 dir="auto" className="text-lg font-semibold text-ink">
          <Link to={paths.giving.library(library.id)} className="hover:underline">
            {library.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          <MapPin className="size-4" aria-hidden /> {t("{{city}}, {{country}}", { city: library.city, country: countryName(library.country) })}
        </p>
        <p className="flex items-center gap-1 text-sm text-ink">
          <BookOpen className="size-4" aria-hidden /> {t("{{stocked}} of {{count, number}} books stocked", { stocked: formatNumber(library.books_stocked), count: library.books_goal })}
        </p>
        <FundingProgress raised={library.raised_amount} goal={library.goal_amount} currency={library.currency} percent={library.progress_percent} donors={library.donor_count} compact />
      </div>
    </Card>
  );
}
