// `npm start` step 1: local settings, migrations and demo data. Safe to run any number of times.
// `--migrate-only` (npm run db:migrate) skips the demo data. Migrations and seed run in one local
// runtime (scripts/lib/local-platform.mjs) on wrangler dev's state: WRANGLER_PERSIST_DIR or
// .wrangler/state.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { applyMigrations, openLocalPlatform } from "./lib/local-platform.mjs";

const args = process.argv.slice(2);
if (args.some((a) => a === "--remote" || a.startsWith("--env")) || process.env.CLOUDFLARE_ENV) {
  console.error("Refusing to prepare a remote database: the demo accounts have published passwords and are for local development only.");
  process.exit(1);
}

if (!existsSync(".dev.vars")) {
  const template = readFileSync(".dev.vars.example", "utf8");
  writeFileSync(".dev.vars", template.replace("__generated__", randomBytes(32).toString("base64url")));
  console.log("Wrote .dev.vars from .dev.vars.example (with a fresh JWT_SECRET).");
}
// A local Ed25519 key for certificate credentials; .dev.vars written before it existed get one too.
{
  const vars = readFileSync(".dev.vars", "utf8");
  const devKey = () => JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));
  if (vars.includes("__generated_cert_key__")) {
    writeFileSync(".dev.vars", vars.replace("__generated_cert_key__", `'${devKey()}'`));
  } else if (!/^CERT_SIGNING_KEY=/m.test(vars)) {
    writeFileSync(".dev.vars", `${vars.trimEnd()}\n# Ed25519 private JWK that signs certificate credentials (generated locally).\nCERT_SIGNING_KEY='${devKey()}'\n`);
    console.log("Added a local CERT_SIGNING_KEY to .dev.vars.");
  }
}

const started = performance.now();
const platform = await openLocalPlatform();
try {
  const applied = await applyMigrations(platform.env.DB);
  console.log(applied.length > 0 ? `Applied ${applied.length} migration${applied.length === 1 ? "" : "s"} to the local database (${applied.at(-1)} last).` : "The local database's migrations are up to date.");
  if (!args.includes("--migrate-only")) {
    const { seedDemo } = await import("./seed.ts");
    console.log(await seedDemo(platform.env));
  }
} finally {
  await platform.dispose();
}
console.log(`Local state ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
