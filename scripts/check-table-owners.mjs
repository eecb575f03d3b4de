// Part of `npm run lint`: a table is written only by the domain that owns it (ARCHITECTURE.md).
// Owners come from worker/db/schema/<file>.ts; every insert/update/delete in worker/<domain>/,
// through drizzle or in raw SQL, must target a table of that domain. Others compose the
// statements the owner exports through its door.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const SCHEMA_OWNERS = {
  "tenants.ts": "identity", "users.ts": "identity", "classes.ts": "identity", "modes.ts": "identity", "auth.ts": "identity", "people.ts": "identity",
  "email.ts": "platform", "audit.ts": "platform", "content-versions.ts": "platform",
  "books.ts": "library", "reactions.ts": "library", "stories.ts": "library", "dear-world.ts": "library",
  "giving.ts": "giving", "commerce.ts": "commerce", "learning.ts": "learning", "live-sessions.ts": "learning", "certificates.ts": "learning", "operations.ts": "operations",
};
const DOMAINS = ["platform", "identity", "library", "giving", "learning", "commerce", "search", "operations"];
const schemaDir = "worker/db/schema";
const owner = new Map(); // drizzle name and SQL name → domain
let tables = 0;
for (const file of readdirSync(schemaDir)) {
  if (!file.endsWith(".ts") || ["index.ts", "columns.ts"].includes(file)) continue;
  const domain = SCHEMA_OWNERS[file];
  if (!domain) {
    console.error(`check-table-owners: ${schemaDir}/${file} has no owning domain in SCHEMA_OWNERS`);
    process.exit(1);
  }
  const src = readFileSync(path.join(schemaDir, file), "utf8");
  for (const m of src.matchAll(/export const (\w+) = sqliteTable\(\s*"(\w+)"/g)) {
    tables++;
    owner.set(m[1], domain);
    owner.set(m[2], domain);
  }
}
const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
const WRITES = [/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g, /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE|DELETE\s+FROM)\s+\$?\{?(\w+)\}?/g];
const violations = [];
for (const domain of DOMAINS) {
  if (!existsSync(`worker/${domain}`)) continue;
  const files = walk(`worker/${domain}`).filter((f) => f.endsWith(".ts"));
  for (const file of files) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const re of WRITES) {
        for (const m of line.matchAll(re)) {
          const table = owner.get(m[1]);
          if (table && table !== domain) violations.push(`${file}:${i + 1}  ${domain} writes ${m[1]}, which ${table} owns`);
        }
      }
    });
  }
}
if (violations.length) {
  console.error(`A table is written only by its owner; export a statement from the owner's index.ts instead:\n${violations.join("\n")}`);
  process.exit(1);
}
console.log(`check-table-owners: every write in worker/<domain>/ targets the domain's own tables (${tables} tables)`);
