// `npm start` step 1: local settings, migrations and demo data. Safe to run any number of times.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { persistArgs, wranglerEnv } from "./local-state.mjs";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: wranglerEnv() });

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

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persistArgs()]);
if (!process.argv.includes("--migrate-only")) run(process.execPath, ["scripts/seed.ts"]);
