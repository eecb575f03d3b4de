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

export function browserCheck(ua: string): CheckResult {
  const b = detectBrowser(ua);
  if (!b) return { id: "browser", label: "Browser", status: "warn", detail: `We could not tell which browser this is (${ua.slice(0, 120)}). Chrome, Edge, Firefox and Safari are supported.` };
  const min = MINIMUM_BROWSERS[b.name];
  return b.version >= min
    ? { id: "browser", label: "Browser", status: "pass", detail: `${b.name} ${b.version} (supported from ${min}).` }
    : { id: "browser", label: "Browser", status: "fail", detail: `${b.name} ${b.version} is too old: update to ${min} or later.` };
}

/** Clock skew against the server: sign-in tokens last minutes, so a clock far off signs people out. */
export function clockCheck(serverIso: string, sentAt: number, receivedAt: number): CheckResult {
  const server = Date.parse(serverIso);
  // The server read its clock about halfway through the round trip.
  const skew = Math.round((sentAt + receivedAt) / 2 - server);
  const seconds = Math.abs(skew) / 1000;
  const text = `This device's clock is ${seconds < 1 ? "in step with" : `${seconds.toFixed(0)} s ${skew > 0 ? "ahead of" : "behind"}`} the server's.`;
  if (seconds <= 60) return { id: "clock", label: "Clock", status: "pass", detail: text };
  if (seconds <= 300) return { id: "clock", label: "Clock", status: "warn", detail: `${text} Set the date and time to update automatically.` };
  return { id: "clock", label: "Clock", status: "fail", detail: `${text} Sign-in will keep failing until the date and time are set correctly (automatically is best).` };
}

/** The report to paste into an email or a problem report. */
export function reportText(results: CheckResult[], context: Record<string, string>): string {
  const mark = { pass: "OK  ", warn: "WARN", fail: "FAIL" } as const;
  return [
    "System check",
    ...Object.entries(context).map(([k, v]) => `${k}: ${v}`),
    "",
    ...results.map((r) => `[${mark[r.status]}] ${r.label}: ${r.detail}`),
  ].join("\n");
}
