// `npm test`: everything CI checks, in order — type check, lint, web build, both Worker bundles
// (npm run deploy:check), worker/queue tests in workerd, end-to-end tests in Chromium.
// Runs every step even after a failure, then prints one closing line "N passed, N failed".
// (The type checks and lint run side by side; the rest one after another.)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative as relativeTo } from "node:path";
import { stripVTControlCharacters } from "node:util";

mkdirSync("test-results", { recursive: true });
const VITEST_JSON = "test-results/vitest.json";
const VITEST_FLAKY = "test-results/vitest-flaky.txt";
const PLAYWRIGHT_JSON = "test-results/e2e.json";
for (const f of [VITEST_JSON, VITEST_FLAKY, PLAYWRIGHT_JSON]) rmSync(f, { force: true });

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", VITEST_JSON, VITEST_FLAKY, PLAYWRIGHT_JSON };
let passed = 0;
let failed = 0;
const notes = [];

const relative = (file) => relativeTo(process.cwd(), file);
// ANSI colours stripped, one line, at most 300 characters: enough to say what broke.
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? "(no message)";

function step(name, cmd, args, { capture = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit", env, encoding: "utf8" });
  if (capture) process.stdout.write((res.stdout ?? "") + (res.stderr ?? ""));
  const ok = res.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : `FAILED (exit ${res.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ok, output: `${res.stdout ?? ""}${res.stderr ?? ""}` };
}

/** Runs a command with its output collected, for checks that run side by side. */
function collect(name, cmd, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => done({ name, cmd, args, ok: code === 0, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

// Checks that are not test runners count as one test each. The two type checks and lint read the
// same files and write nothing, so they run side by side (each is mostly one core: ~106 s in a
// row on CI's two cores); each one's output is printed whole, in this order, when all are done.
const checks = await Promise.all([
  collect("type check", "npx", ["tsc", "-p", "tsconfig.json"]),
  collect("type check (web)", "npx", ["tsc", "-p", "tsconfig.web.json"]),
  collect("lint", "npm", ["run", "lint"]),
]);
for (const c of checks) {
  console.log(`\n=== ${c.name}: ${c.cmd} ${c.args.join(" ")}`);
  process.stdout.write(c.output);
  console.log(`=== ${c.name}: ${c.ok ? "ok" : `FAILED (exit ${c.code})`} in ${c.seconds.toFixed(1)} s (side by side)`);
}
for (const c of [...checks, { name: "web build", ...step("web build", "npx", ["vite", "build"]) }]) {
  if (c.ok) passed++;
  else {
    failed++;
    notes.push(`${c.name} failed`);
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
  // CI may keep only the tail of the log: name each failure there, with the first line of its message.
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === "failed") notes.push(`FAILED ${relative(file.name)} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
      notes.push(`FAILED ${relative(file.name)} — ${firstLine(file.message)}`);
    }
  }
} else {
  failed++;
  notes.push("vitest produced no report");
}
if (existsSync(VITEST_FLAKY)) {
  for (const line of readFileSync(VITEST_FLAKY, "utf8").split("\n").filter(Boolean)) notes.push(`flaky (passed on retry) ${line}`);
}

step("end-to-end tests (Chromium)", "npx", ["playwright", "test"]);
if (existsSync(PLAYWRIGHT_JSON)) {
  const report = JSON.parse(readFileSync(PLAYWRIGHT_JSON, "utf8"));
  passed += report.stats.expected + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected;
  // The same naming as vitest's: each failure and each test that passed only on its retry.
  const walk = (suite, outer) => {
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`;
        const last = t.results?.at(-1);
        if (t.status === "unexpected") notes.push(`FAILED ${name} — ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`);
        if (t.status === "flaky") notes.push(`flaky (passed on retry) ${name}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
} else {
  failed++;
  notes.push("playwright produced no report");
}

console.log("");
for (const n of notes) console.log(`note: ${n}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
