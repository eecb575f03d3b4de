// `npm start` step 1: local settings, migrations and demo data. Safe to run any number of times.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { persistArgs, wranglerEnv } from "./local-state.mjs";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: wranglerEnv() });

if (!existsSync(".dev.vars")) {
  const template = readFileSync(".dev.vars.example", "utf8");
  writeFileSync(".dev.vars", template.replace("__generated__", randomBytes(32).toString("base64url")));
  console.log("Wrote .dev.vars from .dev.vars.example (with a fresh JWT_SECRET).");
}

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persistArgs()]);
if (!process.argv.includes("--migrate-only")) run(process.execPath, ["scripts/seed.ts"]);
