// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the pages issue #15
// names — the library, a book page, the projects and a course page — against a running app
// (`npm start`; BASE_URL, default http://localhost:8787), with Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium). Prints performance, LCP, CLS and TBT per page, and exits 1 when a page
// misses the issue's targets (performance ≥ 95, LCP < 1.5 s, CLS < 0.05) unless LIGHTHOUSE_REPORT_ONLY=1.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const base = (process.env.BASE_URL ?? "http://localhost:8787").replace(/\/$/, "");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function firstPath(api, toPath) {
  const res = await fetch(`${base}${api}`);
  if (!res.ok) throw new Error(`${api} answered ${res.status}: is the app running at ${base}?`);
  const body = await res.json();
  const item = body.results?.[0];
  if (!item) throw new Error(`${api} has no results to open`);
  return toPath(item);
}

const pages = [
  ["library", "/library"],
  ["book page", await firstPath("/api/books/?limit=1", (b) => `/library/${b.id}`)],
  ["projects", "/projects"],
  ["course page", await firstPath("/api/courses/?limit=1", (c) => `/course/${c.slug}`)],
];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const rows = [];
try {
  for (const [name, path] of pages) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result.lhr;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({ name, path, score: Math.round((lhr.categories.performance.score ?? 0) * 100), lcp: audit("largest-contentful-paint") / 1000, cls: audit("cumulative-layout-shift"), tbt: audit("total-blocking-time") });
  }
} finally {
  await chrome.kill();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\nLighthouse (mobile) at ${base}\n`);
console.log(`${pad("page", 14)}${pad("perf", 6)}${pad("LCP", 9)}${pad("CLS", 8)}${pad("TBT", 9)}path`);
let missed = false;
for (const r of rows) {
  const ok = r.score >= 95 && r.lcp < 1.5 && r.cls < 0.05;
  missed ||= !ok;
  console.log(`${pad(r.name, 14)}${pad(r.score, 6)}${pad(`${r.lcp.toFixed(2)} s`, 9)}${pad(r.cls.toFixed(3), 8)}${pad(`${Math.round(r.tbt)} ms`, 9)}${r.path}${ok ? "" : "   ✗ below target"}`);
}
console.log("\nTargets (issue #15): performance ≥ 95, LCP < 1.5 s, CLS < 0.05.");
process.exit(missed && process.env.LIGHTHOUSE_REPORT_ONLY !== "1" ? 1 : 0);
