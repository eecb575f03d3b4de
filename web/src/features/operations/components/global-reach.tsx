import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { Building2, Globe2, HandCoins, School } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useGlobalReach } from "../api/reach";
import { countryName } from "../lib/labels";

const number = { format: formatNumber };
/** The map (d3-geo, the atlas) is its own chunk, fetched only by this page. */
const WorldMap = lazy(() => import("./world-map"));

/** One figure of a country's card on a phone: its name above the number. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    // Numbers sit on one line even where a label wraps onto two ("الجمعيات الخيرية").
    <div className="flex min-w-0 flex-col justify-between">
      <dt className="text-xs break-words text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums text-ink">{number.format(value)}</dd>
    </div>
  );
}

/** /global-reach: schools, physical libraries, charities and gifts by country: a world map, totals and the table (a list of cards on a phone). */
export function GlobalReach() {
  const { t } = useTranslation();
  const reach = useGlobalReach();
  if (reach.isPending) return <LoadingState label={t("Loading where we reach")} />;
  if (reach.isError) return <ErrorState error={reach.error} title={t("Could not load where we reach")} />;
  const { countries, totals } = reach.data;
  if (countries.length === 0) return <EmptyState>{t("No schools, libraries, charities or gifts yet.")}</EmptyState>;
  const sum = (c: (typeof countries)[number]) => c.schools + c.libraries + c.charities + c.donations;
  const widest = Math.max(...countries.map(sum), 1);
  return (
    <section aria-labelledby="reach-title" className="grid gap-4">
      <h2 id="reach-title" className="text-xl font-bold text-ink">
        {t("By country")}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label={t("Countries")} value={totals.countries} icon={Globe2} />
        <StatCard label={t("Schools")} value={totals.schools} icon={School} />
        <StatCard label={t("Physical libraries")} value={totals.libraries} icon={Building2} />
        <StatCard label={t("Gifts made")} value={totals.donations} icon={HandCoins} />
      </div>
      <Suspense fallback={<LoadingState label={t("Drawing the map")} />}>
        <WorldMap countries={countries} />
      </Suspense>
      {/* A phone gets one card a country (five columns and a bar do not fit 412 px without scrolling
          sideways); from sm up, the table. Only one of the two is displayed, so a screen reader meets one. */}
      <ul className="grid gap-2 sm:hidden" aria-label={t("Schools, libraries, charities and gifts by country")}>
        {countries.map((c) => (
          <li key={c.code} className="grid gap-2 rounded-lg border border-line-muted bg-surface p-3">
            <h3 className="font-semibold break-words text-ink">{countryName(c.code, c.name)}</h3>
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))] gap-x-3 gap-y-2 text-sm">
              <Figure label={t("Schools")} value={c.schools} />
              <Figure label={t("Libraries")} value={c.libraries} />
              <Figure label={t("Charities")} value={c.charities} />
              <Figure label={t("Gifts")} value={c.donations} />
            </dl>
            <div className="h-1.5 rounded-full bg-primary" aria-hidden style={{ width: `${Math.max(4, (sum(c) / widest) * 100)}%` }} />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table label={t("Schools, libraries, charities and gifts by country")}>
          <THead>
            <TR>
              <TH scope="col" className="text-start">{t("Country")}</TH>
              <TH scope="col" className="text-end">{t("Schools")}</TH>
              <TH scope="col" className="text-end">{t("Libraries")}</TH>
              <TH scope="col" className="text-end">{t("Charities")}</TH>
              <TH scope="col" className="text-end">{t("Gifts")}</TH>
              <TH scope="col" className="hidden md:table-cell">
                <span className="sr-only">{t("Share")}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {countries.map((c) => (
              <TR key={c.code}>
                <TH scope="row" className="text-start font-medium">
                  {countryName(c.code, c.name)}
                </TH>
                <TD className="text-end tabular-nums">{number.format(c.schools)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.libraries)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.charities)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.donations)}</TD>
                <TD className="hidden w-1/3 md:table-cell" aria-hidden>
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.max(4, (sum(c) / widest) * 100)}%` }} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
    </section>
  );
}
