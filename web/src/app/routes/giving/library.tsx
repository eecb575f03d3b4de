import { Link, useParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { countryName, formatNumber } from "@/lib/format";
import { BookOpen, MapPin } from "lucide-react";
import { paths } from "@/config/paths";
import { useLibrary } from "@/features/giving/causes/api/get-library";
import { CauseDetail, Story } from "@/features/giving/causes/components/cause-detail";
import { DonatePanel } from "@/features/giving/causes/components/donate-panel";
import { FundingProgress } from "@/features/giving/causes/components/funding-progress";
import { SdgBadges } from "@/features/giving/causes/components/sdg-badges";
import { defaultSuggestedAmounts } from "@/features/giving/causes/lib/labels";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { CauseStates } from "./not-found-cause";

const STATUS_LABELS = { planned: msg("Planned"), building: msg("Being built"), open: msg("Open") } as const;

/** /libraries/{id}: a physical library — where, how it is funded and how many books it holds. */
export default function LibraryPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const library = useLibrary(id);
  if (!library.data) return <CauseStates isPending={library.isPending} error={library.error} kind="library" backTo={paths.giving.libraries} backLabel={t("All libraries")} />;
  const l = library.data;
  const booksLabel = t("{{stocked}} of {{count, number}} books stocked", { stocked: formatNumber(l.books_stocked), count: l.books_goal });
  const booksPercent = l.books_goal > 0 ? Math.min(100, Math.floor((l.books_stocked / l.books_goal) * 100)) : 0;
  return (
    <CauseDetail
      backTo={paths.giving.libraries}
      backLabel={t("All libraries")}
      title={l.name}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <MapPin className="size-4" aria-hidden /> {t("{{city}}, {{country}}", { city: l.city, country: countryName(l.country) })}
          <Badge>{t(STATUS_LABELS[l.status])}</Badge>
          {l.charity ? (
            <span>
              <Trans
                i18nKey="· with <0>{{charity}}</0>"
                values={{ charity: l.charity.name }}
                components={[<Link key="charity" to={paths.giving.charity(l.charity.slug)} className="font-semibold text-primary hover:underline" />]}
              />
            </span>
          ) : null}
        </span>
      }
      coverUrl={l.cover_url}
      aside={
        <>
          <section aria-label={t("Progress")} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5">
            <FundingProgress raised={l.raised_amount} goal={l.goal_amount} currency={l.currency} percent={l.progress_percent} donors={l.donor_count} />
            <div className="grid gap-1.5">
              <p className="flex items-center gap-1 text-sm text-ink">
                <BookOpen className="size-4" aria-hidden /> {booksLabel}
              </p>
              <Progress value={booksPercent} label={booksLabel} />
            </div>
          </section>
          <DonatePanel targetType="library" targetId={l.id} targetName={l.name} currency={l.currency} suggestedAmounts={defaultSuggestedAmounts(l.currency)} />
        </>
      }
    >
      <SdgBadges sdgs={l.sdgs} />
      <Story text={l.description} />
    </CauseDetail>
  );
}
