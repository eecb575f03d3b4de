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

/** /global-reach: schools, physical libraries, charities and gifts by country: a world map, totals and the table. */
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
      <div className="overflow-x-auto rounded-lg border border-line-muted bg-surface">
        <Table label={t("Schools, libraries, charities and gifts by country")}>
          <THead>
            <TR>
              <TH scope="col">{t("Country")}</TH>
              <TH scope="col" className="text-end">{t("Schools")}</TH>
              <TH scope="col" className="text-end">{t("Libraries")}</TH>
              <TH scope="col" className="text-end">{t("Charities")}</TH>
              <TH scope="col" className="text-end">{t("Gifts")}</TH>
              <TH scope="col" className="hidden sm:table-cell">
                <span className="sr-only">{t("Share")}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {countries.map((c) => (
              <TR key={c.code}>
                <TH scope="row" className="font-medium">
                  {countryName(c.code, c.name)}
                </TH>
                <TD className="text-end tabular-nums">{number.format(c.schools)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.libraries)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.charities)}</TD>
                <TD className="text-end tabular-nums">{number.format(c.donations)}</TD>
                <TD className="hidden w-1/3 sm:table-cell" aria-hidden>
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
