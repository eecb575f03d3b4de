// `npm run architecture:graph`: the domain-level import graph as a Mermaid flowchart, from
// dependency-cruiser's view of the code (paste it into ARCHITECTURE.md when the shape changes).
import { execFileSync } from "node:child_process";

const DOMAINS = ["operations", "search", "commerce", "learning", "giving", "library", "identity", "platform"];
const json = execFileSync("npx", ["depcruise", "worker", "queues", "--output-type", "json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const group = (p) => {
  const m = /^worker\/([^/]+)\//.exec(p);
  if (m && DOMAINS.includes(m[1])) return m[1];
  if (/^queues\//.test(p)) return "queues";
  if (/^worker\/(app|index|cron)\.ts$/.test(p)) return "app";
  return null;
};
const edges = new Set();
for (const mod of JSON.parse(json).modules) {
  const from = group(mod.source);
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = group(dep.resolved);
    if (to && to !== from && to !== "app") edges.add(`  ${from} --> ${to}`);
  }
}
console.log(["flowchart TD", ...[...edges].sort()].join("\n"));
