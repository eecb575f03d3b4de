// Seeds the local D1 database with the demo data (README: Demo accounts). Idempotent.
// Usage: node scripts/seed.ts            (local only; --remote is refused)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { buildDemoSeed } from "../worker/db/seed/demo-data.ts";
import { hashPassword } from "../worker/lib/passwords.ts";
import { persistArgs, wranglerEnv } from "./local-state.mjs";

const args = process.argv.slice(2);
if (args.some((a) => a === "--remote" || a.startsWith("--env")) || process.env.CLOUDFLARE_ENV) {
  console.error("Refusing to seed a remote database: the demo accounts have published passwords and are for local development only.");
  process.exit(1);
}

const statements = await buildDemoSeed(hashPassword);
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, statements.join("\n") + "\n");
execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", file, ...persistArgs()], {
  stdio: ["ignore", "ignore", "inherit"],
  env: wranglerEnv(),
});
console.log(`Seeded the local database (${statements.length} statements, existing rows left unchanged).`);
