import type { TFunction } from "i18next";
import { formatNumber } from "@/lib/format";

/** One line of the system check: what was checked, how it went, and what to do about it. */
export interface CheckResult {
  id: string;
  label: string;
  status: "pass" | "warn" | "fail";
  detail: string;
}

/** The oldest browsers the app is built for (Vite's default target). */
export const MINIMUM_BROWSERS: Record<string, number> = { Chrome: 111, Edge: 111, Firefox: 114, Safari: 16.4 };

/** Browser name and version from a user-agent string (best effort; the feature checks decide). Order matters: Edge says Chrome too, Chrome says Safari too. */
const BROWSER_PATTERNS: [string, RegExp][] = [
  ["Edge", /Edg(?:A|iOS)?\/(\d+(?:\.\d+)?)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ["Chrome", /(?:Chrome|Chromium|CriOS)\/(\d+(?:\.\d+)?)/],
  ["Safari", /Version\/(\d+(?:\.\d+)?).*Safari\//],
];

export function detectBrowser(ua: string): { name: string; version: number } | null {
  for (const [name, re] of BROWSER_PATTERNS) {
    const m = re.exec(ua);
    if (m) return { name, version: Number(m[1]) };
  }
  return null;
}

export function browserCheck(ua: string, t: TFunction): CheckResult {
  const b = detectBrowser(ua);
  const label = t("Browser");
  if (!b) return { id: "browser", label, status: "warn", detail: t("We could not tell which browser this is ({{agent}}). Chrome, Edge, Firefox and Safari are supported.", { agent: ua.slice(0, 120) }) };
  const min = MINIMUM_BROWSERS[b.name];
  const version = String(b.version);
  return b.version >= min
    ? { id: "browser", label, status: "pass", detail: t("{{browser}} {{version}} (supported from {{min}}).", { browser: b.name, version, min: String(min) }) }
    : { id: "browser", label, status: "fail", detail: t("{{browser}} {{version}} is too old: update to {{min}} or later.", { browser: b.name, version, min: String(min) }) };
}

/** Clock skew against the server: sign-in tokens last minutes, so a clock far off signs people out. */
export function clockCheck(serverIso: string, sentAt: number, receivedAt: number, t: TFunction): CheckResult {
  const server = Date.parse(serverIso);
  // The server read its clock about halfway through the round trip.
  const skew = Math.round((sentAt + receivedAt) / 2 - server);
  const seconds = Math.abs(skew) / 1000;
  const shown = formatNumber(Math.round(seconds), { useGrouping: false });
  const text =
    seconds < 1
      ? t("This device's clock is in step with the server's.")
      : skew > 0
        ? t("This device's clock is {{seconds}} s ahead of the server's.", { seconds: shown })
        : t("This device's clock is {{seconds}} s behind the server's.", { seconds: shown });
  const label = t("Clock");
  if (seconds <= 60) return { id: "clock", label, status: "pass", detail: text };
  if (seconds <= 300) return { id: "clock", label, status: "warn", detail: t("{{text}} Set the date and time to update automatically.", { text }) };
  return { id: "clock", label, status: "fail", detail: t("{{text}} Sign-in will keep failing until the date and time are set correctly (automatically is best).", { text }) };
}

/** The report to paste into an email or a problem report. */
export function reportText(results: CheckResult[], context: Record<string, string>, t: TFunction): string {
  const mark = { pass: "OK  ", warn: "WARN", fail: "FAIL" } as const;
  return [
    t("System check"),
    ...Object.entries(context).map(([k, v]) => `${k}: ${v}`),
    "",
    ...results.map((r) => `[${mark[r.status]}] ${r.label}: ${r.detail}`),
  ].join("\n");
}
