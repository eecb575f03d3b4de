import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { geoEqualEarth, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Feature, Geometry } from "geojson";
import atlas from "world-atlas/countries-110m.json";
// Only the code table (alpha-2, alpha-3, numeric): no locales, no name data.
import codes from "i18n-iso-countries/codes.json";
import { formatNumber } from "@/lib/format";
import { countryName } from "../lib/labels";
import { MAP_MEASURES, joinReach, legendSteps, numericToAlpha2, rangeLabel, shadeOf, type MapMeasure, type ReachRow } from "../lib/world-map";

const WIDTH = 960;
const HEIGHT = 470;
/** Fill opacity of the school's primary colour per shade (0 = no data). */
const OPACITY = [0, 0.22, 0.4, 0.58, 0.78, 1];

type Country = Feature<Geometry, { name: string }>;
const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const shapes = (feature(topology, topology.objects.countries).features as Country[]).filter((f) => f.properties.name !== "Antarctica");
const byNumeric = numericToAlpha2(codes as string[][]);
const path = geoPath(geoEqualEarth().fitExtent([[4, 4], [WIDTH - 4, HEIGHT - 4]], { type: "FeatureCollection", features: shapes }));
const outlines = shapes.map((s) => ({ id: s.id, name: s.properties.name, d: path(s) ?? "" }));

/**
 * /global-reach's world map (Equal Earth projection of Natural Earth's 1:110m countries): countries
 * shaded by the chosen count, with a legend. An image for screen readers (title, description); each
 * country with data carries a <title> with its figures; the table beside it is the full alternative.
 * Loaded lazily by GlobalReach, so d3-geo and the atlas stay out of every other page.
 */
export default function WorldMap({ countries }: { countries: ReachRow[] }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<MapMeasure>("schools");
  const titleId = useId();
  const descId = useId();
  const rows = useMemo(() => new Map(countries.map((c) => [c.code, c])), [countries]);
  const label = t(MAP_MEASURES.find((m) => m.key === measure)!.phrase);
  const max = Math.max(0, ...countries.map((c) => c[measure]));
  const legend = legendSteps(max);
  const withData = countries.filter((c) => c[measure] > 0);

  return (
    <figure className="grid gap-3">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t("Shade the map by")}</legend>
        {MAP_MEASURES.map((m) => (
          <label key={m.key} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="radio" name="map-measure" value={m.key} checked={measure === m.key} onChange={() => setMeasure(m.key)} className="size-4 accent-primary" />
            {t(m.label)}
          </label>
        ))}
      </fieldset>
      <div className="overflow-hidden rounded-lg border border-line-muted bg-surface">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="block h-auto w-full">
          <title id={titleId}>{t("World map: {{measure}} by country", { measure: label })}</title>
          <desc id={descId}>
            {withData.length === 0
              ? t("No country has any {{measure}} yet.", { measure: label })
              : t("{{count, number}} countries have {{measure}}: {{list}}. Every country's figures are listed below.", {
                  count: withData.length,
                  measure: label,
                  list: withData.map((c) => `${countryName(c.code, c.name)} ${formatNumber(c[measure])}`).join(", "),
                })}
          </desc>
          {outlines.map((o, i) => {
            const row = joinReach(o.id, byNumeric, rows);
            const count = row?.[measure] ?? 0;
            const shade = shadeOf(count, legend);
            return (
              <path
                key={`${o.id ?? "x"}-${i}`}
                d={o.d}
                data-country={row?.code}
                data-shade={shade}
                className={shade ? "fill-primary stroke-surface" : "fill-line-muted stroke-surface"}
                fillOpacity={shade ? OPACITY[shade] : 1}
                strokeWidth={0.5}
              >
                {row ? <title>{t("{{country}}: {{schools}} schools, {{libraries}} libraries, {{gifts}} gifts", { country: countryName(row.code, row.name), schools: formatNumber(row.schools), libraries: formatNumber(row.libraries), gifts: formatNumber(row.donations) })}</title> : null}
              </path>
            );
          })}
        </svg>
      </div>
      <figcaption className="grid gap-2 text-sm text-ink-muted">
        {legend.length ? (
          <ul className="flex flex-wrap items-center gap-3" aria-label={t("Legend: {{measure}} per country", { measure: label })}>
            <li className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block size-4 rounded-sm bg-line-muted" /> {t("none")}
            </li>
            {legend.map((s) => (
              <li key={s.shade} className="flex items-center gap-1.5">
                <svg aria-hidden className="size-4" viewBox="0 0 16 16">
                  <rect width="16" height="16" rx="2" className="fill-primary" fillOpacity={OPACITY[s.shade]} />
                </svg>
                {rangeLabel(s)}
              </li>
            ))}
          </ul>
        ) : null}
        {/* A phone cannot hover, and a country's figures are its <title>: there the list below (a table on wider screens) is the way in. */}
        <span className="[@media(hover:none)]:hidden">{t("Hover a shaded country for its figures; all countries are listed below.")}</span>
        <span className="hidden [@media(hover:none)]:inline">{t("Each country's figures are listed below.")}</span>
      </figcaption>
    </figure>
  );
}
