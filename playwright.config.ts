import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; a test tool may not download its
 * own browser here) against the app exactly as `npm start` serves it, on its own port and with
 * its own local state so a developer's demo data is left alone.
 */
const PORT = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0, // a test that passes on its retry is named at the end of `npm test`
  forbidOnly: !!process.env.CI,
  outputDir: "test-results/e2e-artifacts",
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    // Recording a trace (a screenshot and DOM snapshot per action) cost ~18 % of every test's time.
    // CI records it on the retry of a failed test, which keeps the trace of a failure; locally a
    // failed test (no retries) keeps its own.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: "npm start",
    // Each port gets its own state, so two e2e runs on one machine do not share a database.
    // wrangler dev's local trace collector (its local explorer) writes every request's spans to
    // SQLite on the cores the app and the browser share; the tests never read it (scripts/bench.mjs).
    env: {
      PORT: String(PORT),
      WRANGLER_PERSIST_DIR: PORT === 8790 ? ".wrangler/e2e-state" : `.wrangler/e2e-state-${PORT}`,
      X_LOCAL_OBSERVABILITY: "false",
      X_LOCAL_EXPLORER: "false",
    },
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
