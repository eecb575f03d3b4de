import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestUserConfig } from "vitest/config";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { aliases } from "./vite.config";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dictionary } from "@zxcvbn-ts/language-common";
import { encodeCommonPasswordSet } from "./worker/lib/common-passwords-format";
import { resolve } from "node:path";
import { availableParallelism } from "node:os";
import { unstable_readConfig } from "wrangler";
import { CJK_FONT, PDF_FONTS, parseSubsetManifest } from "./worker/documents/pdf/font-catalogue";

/**
 * Worker and queue tests run inside workerd (the real Workers runtime) with real local D1, R2 and
 * Queues configured from wrangler.toml; migrations are applied by tests/helpers/setup-worker.ts.
 * Bindings below replace a developer's .dev.vars, so tests never depend on local settings.
 * The document renderer (worker/documents, its own Worker) runs beside it as an auxiliary worker
 * under the name the DOCUMENTS service binding of wrangler.toml points at, built to JavaScript
 * first (an auxiliary worker is not compiled by Vite) and bound to the same R2 bucket, so the
 * fonts and logos the tests put there are the ones it draws with.
 * Web components run in a second project under jsdom.
 */
const migrations = await readD1Migrations("./migrations");
// Certificate PDFs draw with fonts kept in R2 (never bundled): tests put them there from these bytes.
const testFonts = Object.fromEntries([...PDF_FONTS, CJK_FONT.manifest].map((f) => [f.key, readFileSync(f.source).toString("base64")]));
// The Chinese subsets (~3 MB): tests upload only those their names need (tests/helpers/certificates.ts putTestFonts).
const cjkManifest = parseSubsetManifest(JSON.parse(readFileSync(CJK_FONT.manifest.source, "utf8")));
const testCjkFonts = Object.fromEntries(cjkManifest.map((s) => [CJK_FONT.subsetKey(s.name), readFileSync(CJK_FONT.subsetSource(s.name)).toString("base64")]));
// The common-password set, kept in R2 (never bundled): built here as the seed builds it, uploaded by tests/helpers/setup-worker.ts.
const testCommonPasswords = Buffer.from(encodeCommonPasswordSet(dictionary["passwords-common"])).toString("base64");
const DOCUMENTS_CONFIG = "worker/documents/wrangler.toml";
const DOCUMENTS_OUT = "dist/documents";
/**
 * The renderer as an auxiliary worker: its name, compatibility settings and R2 binding read from its
 * own wrangler.toml by wrangler (bucket `schools-platform-files`, the same id as the main Worker's
 * FILES, so both see one storage), its code built as `wrangler deploy` builds it (~2 s) — once per
 * run, when the worker project's first test file starts (each file has its own workerd), not for
 * the web tests.
 */
let documentsBuilt = false;
function documentsWorker() {
  if (!documentsBuilt) execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", resolve(DOCUMENTS_OUT), "-c", DOCUMENTS_CONFIG], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_LOG: "error" } });
  documentsBuilt = true;
  // The fields read here (wrangler's Config type comes from a package its types do not resolve in this project).
  const config: { name?: string; compatibility_date?: string; compatibility_flags: string[]; r2_buckets: { binding: string; bucket_name?: string }[] } = unstable_readConfig({ config: DOCUMENTS_CONFIG });
  return {
    name: config.name!,
    modules: true,
    scriptPath: resolve(DOCUMENTS_OUT, "index.js"),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    r2Buckets: Object.fromEntries(config.r2_buckets.map((b) => [b.binding, b.bucket_name!])),
  };
}
/**
 * The worker tests' modules get tests/helpers/test-passwords.ts where they import
 * worker/lib/passwords.ts: the same hashing at a test cost (see that file). The module itself and
 * tests/worker/passwords.test.ts, which tests the production parameters, keep the real one.
 */
const PASSWORDS_MODULE = resolve("worker/lib/passwords.ts");
const TEST_PASSWORDS_MODULE = resolve("tests/helpers/test-passwords.ts");
const PASSWORDS_TEST = resolve("tests/worker/passwords.test.ts");
const SOURCE_DIRS = [resolve("worker") + "/", resolve("tests") + "/"];
const testPasswordCost: Plugin = {
  name: "test-password-cost",
  enforce: "pre",
  async resolveId(source, importer, options) {
    // Imports written in the project's files only: the module runner fetches an id it was given
    // again, from the root ("/worker/lib/passwords.ts" from index.html), which must stay itself.
    if (!importer || !SOURCE_DIRS.some((dir) => importer.startsWith(dir)) || !/(^|\/)passwords(\.ts)?$/.test(source)) return null;
    if (importer === TEST_PASSWORDS_MODULE || importer === PASSWORDS_TEST) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === PASSWORDS_MODULE ? TEST_PASSWORDS_MODULE : null;
  },
};
type ReporterEntry = Extract<TestUserConfig["reporters"], unknown[]>[number];
const reporters: ReporterEntry[] = ["default"];
if (process.env.VITEST_JSON) reporters.push(["json", { outputFile: process.env.VITEST_JSON }]);
if (process.env.VITEST_FLAKY) reporters.push("./tests/helpers/flaky-reporter.ts");

export default defineConfig({
  test: {
    reporters,
    // CI retries a failed test once; one that then passes is named at the end of `npm test`'s log
    // (tests/helpers/flaky-reporter.ts) so that it gets fixed, without sinking the whole run.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that ran all 236
    // files one at a time (1,400 s), while a worker test file spends half its time waiting on
    // workerd (starting it, the socket, D1) with a core idle. Three at once on two cores: 600 s.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        plugins: [
          testPasswordCost,
          cloudflareTest(() => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              workers: [documentsWorker()],
              bindings: {
                TEST_MIGRATIONS: migrations,
                TEST_FONTS: JSON.stringify(testFonts),
                TEST_CJK_FONTS: JSON.stringify(testCjkFonts),
                TEST_COMMON_PASSWORDS: testCommonPasswords,
                ENVIRONMENT: "test",
                // Info-level log lines (one per request, one per email delivered; lib/log.ts) are
                // off here: workerd forwarding them, from queue consumers still running after a
                // test above all, stalls the test pool.
                INFO_LOG: "off",
                PLATFORM_DOMAIN: "localhost",
                STAGING_HOSTS: "127.0.0.1,*.staging.example.net",
                EMAIL_TRANSPORT: "mailbox",
                EMAIL_FROM: "Schools Platform <no-reply@localhost>",
                JWT_SECRET: "test-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
                RESEND_API_KEY: "re_test_key",
                TURNSTILE_SECRET_KEY: "",
                BOOK_MAX_BYTES: "104857600",
                R2_BUCKET_NAME: "schools-platform-files",
                R2_ACCOUNT_ID: "",
                R2_ACCESS_KEY_ID: "",
                R2_SECRET_ACCESS_KEY: "",
                PAYMENTS_MODE: "sandbox",
                PAYMENTS_DEMO_ENABLED: "true",
                STRIPE_SECRET_KEY: "sk_test_platform_0000000000000000",
                STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789abcdef0123456789abcdef",
                PAYPAL_CLIENT_ID: "paypal-test-client",
                PAYPAL_CLIENT_SECRET: "paypal-test-secret",
                PAYPAL_WEBHOOK_ID: "WH-TEST-0123456789",
                PHONEPE_CLIENT_ID: "phonepe-test-client",
                PHONEPE_CLIENT_SECRET: "phonepe-test-secret",
                PHONEPE_CLIENT_VERSION: "1",
                PHONEPE_WEBHOOK_USERNAME: "phonepe-hook-user",
                PHONEPE_WEBHOOK_PASSWORD: "phonepe-hook-pass",
                // A test-only Ed25519 key for certificate credentials (scripts/generate-cert-key.mjs).
                CERT_SIGNING_KEY: '{"crv":"Ed25519","d":"lMhrQRaSSNta-xf-_IEhiLLe8i9FAC85kp9cOAPe9Ww","x":"q5XK4mcZ16AHyYhliwLB1ZmuJ4oKtWWiNN4KnDLKeQs","kty":"OKP"}',

              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts", "tests/queues/**/*.test.ts"],
          setupFiles: ["./tests/helpers/setup-worker.ts"],
          testTimeout: 20_000,
        },
      },
      {
        // Web components in jsdom, with the same aliases as the app.
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/web/setup.ts"],
          // One jsdom per worker for all its files (setup.ts gives each file fresh app modules).
          isolate: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
