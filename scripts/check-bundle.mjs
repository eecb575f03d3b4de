// Issue #15's size budgets. `npm run build` runs it with --entry, `npm run deploy:check` with
// --worker; without a flag it checks both (what the last builds left):
// - --entry: the JavaScript a visitor downloads before / can start — dist/client/index.html's entry
//   script and every module it preloads — at most ENTRY_BUDGET_KB kB gzipped; and the pages the
//   Worker hints (page-hints.json) load no zod;
// - --worker: the Worker (dist/worker/index.js, written by `wrangler deploy --dry-run --outdir
//   dist/worker`) at most WORKER_BUDGET_KIB KiB gzipped, as `wrangler deploy` counts it.
// The budgets are ratchets at today's sizes so nothing grows unnoticed: entry 155.6 kB (152.6
// measured + 3; 159.0 before the entry's static imports became one chunk instead of eighteen —
// one file compresses better and carries no import/export glue between its parts —, 243.0 before
// issue #15's cuts — zod reached through contracts/regions, Radix's menu for the community
// visitor, sonner, tailwind-merge and the two admin route tables all load on demand now; what is
// left is mostly react-dom ~66, react-router ~30, i18next ~15, TanStack Query ~11) and Worker 455 KiB
// (447.5 measured: 542.6 before Stripe's SDK became a fetch client, −33 KiB, and fontkit's WOFF2
// reader used the runtime's Brotli instead of the brotli package's decoder and dictionary, −61 KiB).
// The issue's goals are 150 kB and 300 KiB — lower them here as the bundles shrink. What is left
// is mostly the common-password set (~82 KiB gzipped: random bits, incompressible), fontkit with
// its Unicode tables (~90 KiB) and zod (~49 KiB); next: the PDF writer in its own Worker.
// #16 then added the document layer (invoices, receipts and login cards on the Unicode writer with
// bidi and CJK subsets) and the emails' Hindi and Arabic catalogues: 467.6 KiB, budget 470.
// Prints each file and exits 1 when a budget is passed.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ENTRY_BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 155.6);
const WORKER_BUDGET_KIB = Number(process.env.WORKER_BUDGET_KIB ?? 470);
const flags = process.argv.slice(2);
const checkEntry = flags.length === 0 || flags.includes("--entry");
const checkWorker = flags.length === 0 || flags.includes("--worker");
const CLIENT = "dist/client";
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

let failed = false;
if (checkEntry) checkEntryScripts();
if (checkWorker) checkWorkerBundle();
process.exit(failed ? 1 : 0);

function checkEntryScripts() {
if (!existsSync(`${CLIENT}/index.html`)) {
  console.error(`check-bundle: ${CLIENT}/index.html is missing; run \`npx vite build\` first.`);
  process.exit(1);
}
const html = readFileSync(`${CLIENT}/index.html`, "utf8");
const entry = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
const rows = entry.map((src) => {
  const size = gzipped(path.join(CLIENT, src));
  total += size;
  return [src, size];
});
rows.sort((a, b) => b[1] - a[1]);
console.log(`Entry JavaScript for / (${entry.length} files, gzipped):`);
for (const [src, size] of rows) console.log(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${src}`);
const entryOk = total <= ENTRY_BUDGET_KB * 1000;
console.log(`  ${(total / 1000).toFixed(1).padStart(7)} kB  total — budget ${ENTRY_BUDGET_KB} kB ${entryOk ? "✓" : "✗ OVER"}`);
if (!entryOk) failed = true;

// Every page is its own lazy chunk: no route module may be part of the entry.
const entryFiles = new Set(entry.map((src) => path.basename(src)));
const routeChunks = readdirSync(`${CLIENT}/assets`).filter((f) => f.endsWith(".js")).length;
console.log(`  ${routeChunks} JavaScript chunks in ${CLIENT}/assets, ${entryFiles.size} of them loaded up front.`);
checkHintedPages();
}

// The pages the Worker hints (dist/client/page-hints.json, web/build/page-hints.ts): what each loads
// beyond the entry, which must hold no zod (`_zod` is on every zod v4 schema) — a value import of a
// zod contract module adds ~27 kB gzipped to the page; use the zod-free modules
// (contracts/currencies, sdg-list, reaction-list, …) or `import type`.
function checkHintedPages() {
  const file = `${CLIENT}/page-hints.json`;
  if (!existsSync(file)) {
    console.error(`check-bundle: ${file} is missing (the page-hints plugin of vite.config.ts writes it).`);
    failed = true;
    return;
  }
  const hints = JSON.parse(readFileSync(file, "utf8"));
  console.log("Hinted pages, beyond the entry (gzipped):");
  for (const [page, files] of Object.entries(hints.routes)) {
    const size = files.reduce((sum, src) => sum + gzipped(path.join(CLIENT, src)), 0);
    const withZod = files.filter((src) => readFileSync(path.join(CLIENT, src), "utf8").includes("_zod"));
    console.log(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${page} (${files.length} files)${withZod.length ? `  ✗ zod in ${withZod.join(", ")}` : ""}`);
    if (withZod.length) failed = true;
  }
}

function checkWorkerBundle() {
const worker = "dist/worker/index.js";
if (existsSync(worker)) {
  const size = gzipped(worker);
  const ok = size <= WORKER_BUDGET_KIB * 1024;
  console.log(`Worker bundle ${worker}: ${(size / 1024).toFixed(1)} KiB gzipped — budget ${WORKER_BUDGET_KIB} KiB ${ok ? "✓" : "✗ OVER"}`);
  if (!ok) failed = true;
} else {
  console.log(`Worker bundle: ${worker} absent (run \`npm run deploy:check\` to build and measure it).`);
  if (flags.includes("--worker")) failed = true;
}
}
