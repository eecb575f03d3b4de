// Issue #15's size budgets. `npm run build` runs it with --entry, `npm run deploy:check` with
// --worker; without a flag it checks both (what the last builds left):
// - --entry: the JavaScript a visitor downloads before / can start — dist/client/index.html's entry
//   script and every module it preloads — at most ENTRY_BUDGET_KB kB gzipped; and the pages the
//   Worker hints (page-hints.json) load no zod;
// - --worker: the two Workers `npm run deploy:check` (scripts/deploy-check.mjs) builds with
//   `wrangler deploy --dry-run --outdir … --metafile …`: the main Worker (dist/worker/index.js) at
//   most WORKER_BUDGET_KIB KiB gzipped, and the document renderer (dist/documents/index.js, its own
//   Worker: worker/documents/wrangler.toml) at most DOCUMENTS_BUDGET_KIB KiB. The main Worker's
//   metafile must not list the PDF writer or its libraries (fontkit and its Unicode tables,
//   qrcode, marked, worker/documents/): they belong to the renderer, which the main Worker calls over its
//   DOCUMENTS service binding. A Worker's size is counted as `wrangler deploy` counts it (gzip).
// The budgets are ratchets at today's sizes so nothing grows unnoticed: entry 150.0 kB, the issue's
// goal (148.2 measured since lazy chunks are named by their hash alone — vite.config.ts; 149.8 measured after the header search's results, the mobile menu, the cart's calls, file
// transfers and the staff panel's paths left it and the catalogues load one module per language;
// 152.7 before that; 159.0 before the entry's static imports became one chunk instead of eighteen —
// one file compresses better and carries no import/export glue between its parts —, 243.0 before
// issue #15's cuts — zod reached through contracts/regions, Radix's menu for the community
// visitor, sonner, tailwind-merge and the two admin route tables all load on demand now; what is
// left is mostly react-dom ~66, react-router ~30, i18next ~15, TanStack Query ~11). The main Worker was 542.6 KiB before Stripe's SDK became a fetch client (−33 KiB) and
// fontkit's WOFF2 reader used the runtime's Brotli instead of the brotli package's decoder and
// dictionary (−61 KiB); #16's document layer and the emails' Hindi and Arabic catalogues took it
// to 467.7 KiB; the common-password set's move to R2 (security/common-passwords-v1.bin,
// lib/common-passwords.ts) to 384.4 KiB (−83.3), and the PDF writer's move to its own Worker to
// 271.8 KiB, 273.5 with the page hints (worker/lib/page-hints.ts) and 277.0 with the pages' first
// paint (worker/lib/page-snapshot.ts: its markup and the goals' names), 279.0 with the catalogues'
// cards, and 270.8 once zod's ahead-of-time compiler (never used here) left worker/lib/zod-worker-api.ts
// (−8.2; budget: measured + 3.2); 273.3 with the names' sort keys and search and the usernames'
// transliteration (identity/school-admin/transliterate.ts, ASCII tables: 0.9 KiB), 274.1 with
// the titles' sort keys (nine tables' writes and their cron fold: +0.8; budget 275.0), 274.8 with
// usernames in Hangul, Hebrew, Georgian, Armenian and Ethiopic (+0.7), 278.6 with the API's messages
// with run-time values said in Hindi and Arabic (lib/said.ts: code +0.5, catalogues +3.3 — the bundler
// writes each of their letters as \uXXXX; budget 279.0), 279.5 with the upload limits' words and the
// features' names said in Hindi and Arabic (+0.9), 281.3 with the managers' refusals, the order
// states, the film uploads and a child's certificate name (+1.8), 284.7 with the fixes of an audit
// (a pupil's full name refused as an author, partial refunds per gift, courses sold to signed-in
// buyers, their messages in Hindi and Arabic: +3.4; budget 285.5), 285.4 with learning's most asked
// selects kept built (issue #15's speed: +0.5; budget 286.0), 287.8 with the fixes of a second audit
// (teachers reviewing their pupils' stories, the action log's classes and bulk accounts, class names
// unique per school, refused uploads, invitations' replaced links, a parent already linked, the
// stories' sitemap, their messages in Hindi and Arabic: +2.4; budget 289.0), 292.1 with a third
// round (teachers marking lesson quizzes' written answers, every problem of an invitation list at
// once, class names' stored keys, the abandoned uploads' sweep, story cards, the gated writes of
// lesson progress, usernames from Japanese kana and Thai, their messages in Hindi and Arabic: +4.3;
// budget 292.5 — 7.5 KiB below the issue's 300), 292.8 with the sign-in's waits said in Hindi and
// Arabic and the orders' release note (+0.7; budget 293.5), 293.9 with orders kept in their buyer's
// language (the payment history's notes said in Hindi and Arabic), donation receipts, lessons with a
// quiz completed only once answered and certificates issued when a re-score completes a course
// (+1.1; budget 294.5), 295.0 with two audits' fixes (staff sending a failed email again, staff
// kept from archiving themselves, the forms' receipts and messages said in Hindi and Arabic: +1.1;
// budget 295.5), 296.9 with a third day of audits' fixes (held payments' reasons said in the buyer's
// language, bulk certificate issuing, the quiz-score catch-up in the cron, a child's certificate
// name kept to the parents' choice on a reissue and in every view, verdicts and notices in Hindi and
// Arabic: +1.9) and 297.5 with a parent's change raising the certificates' version (+0.6; budget
// 298.0, 2.5 KiB below the issue's 300), then 281.2 once marked (the information pages' Markdown,
// −16.4) moved to the document renderer (worker/documents/markdown.ts; budget 284.0). The next cut,
// when one is needed: the API's catalogues (~49 KiB minified as \uXXXX escapes, ~9 gzipped; they
// could live in R2 as the common-password set does).
// The catalogues' \uXXXX escapes are not
// worth chasing: the four Hindi and Arabic catalogues gzip to 14.8 KiB escaped, 14.1 in UTF-8. What is left is mostly
// zod (~41 KiB), drizzle and the email
// catalogues. The renderer measured 164.4 KiB (fontkit ~75, zod ~49), 155.9 without the compiler
// (budget 161.0, about measured + 5); 155.0 once the order states have their own module
// (contracts/order-statuses.ts: importing contracts/commerce.ts bundled its schemas and the countries);
// 172.2 with marked (+16.7; budget 176.0).
// The issue's goals are 150 kB and 300 KiB — lower them here as the bundles shrink.
// Prints each file and exits 1 when a budget is passed or the main Worker bundles the PDF writer.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ENTRY_BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 150.0);
const WORKER_BUDGET_KIB = Number(process.env.WORKER_BUDGET_KIB ?? 284.0);
const DOCUMENTS_BUDGET_KIB = Number(process.env.DOCUMENTS_BUDGET_KIB ?? 176.0);
/** What only the document renderer may bundle (metafile input paths; node_modules may sit behind a symlink, so "../main/node_modules/…"). */
const RENDERER_ONLY = [/(^|\/)node_modules\/(fontkit|qrcode|unicode-properties|unicode-trie|restructure|brotli|dfa|tiny-inflate|marked)\//, /^worker\/(documents|lib\/pdf)\//];
const flags = process.argv.slice(2);
const checkEntry = flags.length === 0 || flags.includes("--entry");
const checkWorkers = flags.length === 0 || flags.includes("--worker");
const CLIENT = "dist/client";
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

let failed = false;
if (checkEntry) checkEntryScripts();
if (checkWorkers) checkWorkerBundles();
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

function checkWorkerBundles() {
  checkWorker("Main Worker", "dist/worker", WORKER_BUDGET_KIB, RENDERER_ONLY);
  checkWorker("Document renderer", "dist/documents", DOCUMENTS_BUDGET_KIB, []);
}

/** One Worker's bundle against its budget and, from its esbuild metafile, the inputs it must not contain. */
function checkWorker(label, dir, budgetKiB, forbidden) {
  const bundle = `${dir}/index.js`;
  const meta = `${dir}/meta.json`;
  if (!existsSync(bundle) || !existsSync(meta)) {
    console.log(`${label}: ${bundle} or ${meta} absent (run \`npm run deploy:check\` to build and measure it).`);
    if (flags.includes("--worker")) failed = true;
    return;
  }
  const size = gzipped(bundle);
  const ok = size <= budgetKiB * 1024;
  console.log(`${label} ${bundle}: ${(size / 1024).toFixed(1)} KiB gzipped — budget ${budgetKiB} KiB ${ok ? "✓" : "✗ OVER"}`);
  if (!ok) failed = true;
  const output = Object.values(JSON.parse(readFileSync(meta, "utf8")).outputs).find((o) => o.entryPoint);
  if (!output) {
    console.log(`  ${meta} names no entry point's output.`);
    failed = true;
    return;
  }
  const intruders = Object.keys(output.inputs).filter((input) => forbidden.some((re) => re.test(input)));
  if (intruders.length > 0) {
    const shown = [...new Set(intruders.map((i) => i.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, "node_modules/$1")))];
    console.log(`  ✗ it bundles what belongs to the document renderer (reach it through env.DOCUMENTS and contracts/document-render.ts): ${shown.join(", ")}`);
    failed = true;
  }
}
