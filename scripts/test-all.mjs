// `npm test`: everything CI checks, in order — type check, lint, web build, both Worker bundles
// (npm run deploy:check), worker/queue tests in workerd, end-to-end tests in Chromium.
// Runs every step even after a failure, then prints one closing line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const VITEST_JSON = "test-results/vitest.json";
const PLAYWRIGHT_JSON = "test-results/e2e.json";
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(f, { force: true });

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", VITEST_JSON, PLAYWRIGHT_JSON };
let passed = 0;
let failed = 0;
const notes = [];

function step(name, cmd, args, { capture = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit", env, encoding: "utf8" });
  if (capture) process.stdout.write((res.stdout ?? "") + (res.stderr ?? ""));
  const ok = res.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : `FAILED (exit ${res.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ok, output: `${res.stdout ?? ""}${res.stderr ?? ""}` };
}

// Checks that are not test runners count as one test each.
for (const [name, cmd, args] of [
  ["type check", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["type check (web)", "npx", ["tsc", "-p", "tsconfig.web.json"]],
  ["lint", "npm", ["run", "lint"]],
  ["web build", "npx", ["vite", "build"]],
]) {
  if (step(name, cmd, args).ok) passed++;
  else {
    failed++;
    notes.push(`${name} failed`);
  }
}

// Both Workers (the main one and the document renderer), their budgets and what the main one may bundle.
const bundle = step("worker bundles", "npm", ["run", "deploy:check"], { capture: true });
if (bundle.ok) passed++;
else {
  failed++;
  notes.push("worker bundles failed");
}
for (const m of bundle.output.matchAll(/^(Main Worker|Document renderer) \S+: ([\d.]+ KiB) gzipped/gm)) notes.push(`${m[1].toLowerCase()}: ${m[2]} gzipped`);

step("worker and queue tests (workerd)", "npx", ["vitest", "run"]);
if (existsSync(VITEST_JSON)) {
  const r = JSON.parse(readFileSync(VITEST_JSON, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0);
} else {
  failed++;
  notes.push("vitest produced no report");
}

step("end-to-end tests (Chromium)", "npx", ["playwright", "test"]);
if (existsSync(PLAYWRIGHT_JSON)) {
  const s = JSON.parse(readFileSync(PLAYWRIGHT_JSON, "utf8")).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
} else {
  failed++;
  notes.push("playwright produced no report");
}

console.log("");
for (const n of notes) console.log(`note: ${n}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
