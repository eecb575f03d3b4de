// `npm run deploy:check`: both Workers built offline exactly as `wrangler deploy` would upload them
// (--dry-run), each with its esbuild metafile, then their sizes and contents checked
// (scripts/check-bundle.mjs --worker): the main Worker (wrangler.toml → dist/worker) and the
// document renderer it calls over its DOCUMENTS service binding (worker/documents/wrangler.toml →
// dist/documents). Absolute paths: with -c, wrangler writes the bundle relative to the config's folder.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const builds = [
  ["wrangler.toml", "dist/worker"],
  ["worker/documents/wrangler.toml", "dist/documents"],
];
for (const [config, outdir] of builds) {
  console.log(`wrangler deploy --dry-run -c ${config} → ${outdir}`);
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "-c", config, "--outdir", resolve(outdir), "--metafile", resolve(outdir, "meta.json")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn" },
  });
}
execFileSync(process.execPath, ["scripts/check-bundle.mjs", "--worker"], { stdio: "inherit" });
