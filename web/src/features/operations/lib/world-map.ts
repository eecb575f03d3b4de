import type { GlobalReachOut } from "@contracts/operations";
import { msg } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";

/** What the map shades countries by: its label, and the phrase inside a sentence ("World map: schools by country"). */
export const MAP_MEASURES = [
  { key: "schools", label: msg("Schools"), phrase: msg("schools") },
  { key: "libraries", label: msg("Physical libraries"), phrase: msg("physical libraries") },
  { key: "donations", label: msg("Gifts made"), phrase: msg("gifts made") },
] as const;
export type MapMeasure = (typeof MAP_MEASURES)[number]["key"];
export type ReachRow = GlobalReachOut["countries"][number];

/** ISO 3166-1 rows as i18n-iso-countries' codes.json holds them: [alpha-2, alpha-3, numeric, …]. */
export type CodeRow = readonly string[];

/** world-atlas ids are ISO numeric codes ("004"); the API speaks alpha-2 ("AF"). */
export function numericToAlpha2(codes: readonly CodeRow[]): Map<string, string> {
  return new Map(codes.map((c) => [c[2].padStart(3, "0"), c[0]]));
}

/** One map country joined to its row of the API (null when the country has none). */
export function joinReach(id: string | number | undefined, byNumeric: Map<string, string>, rows: Map<string, ReachRow>): ReachRow | null {
  if (id === undefined || id === null || id === "") return null;
  const alpha2 = byNumeric.get(String(id).padStart(3, "0"));
  return alpha2 ? (rows.get(alpha2) ?? null) : null;
}

/**
 * Steps of the legend for counts up to `max`: at most five, each "from–to" with a shade 1…n
 * (0 is "none"). Small maxima get one step per count, so no step is empty or fractional.
 */
export function legendSteps(max: number, steps = 5): { from: number; to: number; shade: number }[] {
  if (max <= 0) return [];
  const n = Math.min(steps, max);
  const out: { from: number; to: number; shade: number }[] = [];
  let from = 1;
  for (let i = 1; i <= n; i++) {
    const to = i === n ? max : Math.max(from, Math.round((max * i) / n));
    out.push({ from, to, shade: i });
    from = to + 1;
    if (from > max) break;
  }
  return out;
}

/** The shade (0 = none) of a count on a legend. */
export function shadeOf(count: number, legend: { from: number; to: number; shade: number }[]): number {
  if (count <= 0) return 0;
  return legend.find((s) => count >= s.from && count <= s.to)?.shade ?? legend.at(-1)?.shade ?? 0;
}

export const rangeLabel = (s: { from: number; to: number }) => (s.from === s.to ? formatNumber(s.from) : `${formatNumber(s.from)}–${formatNumber(s.to)}`);
