// `npm run dev`: a development loop with hot reload. The local database is migrated and seeded
// (as `npm start` does), the Worker runs under `wrangler dev` on PORT (8787) for the API, queues
// and cron, with the document renderer beside it (scripts/serve.mjs), and Vite serves the web app
// on DEV_PORT (5173) with hot module replacement, sending /api to the Worker. Open
// http://localhost:5173 or http://greenfield.localhost:5173. Ctrl-C stops both.
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { wranglerEnv } from "./local-state.mjs";

const env = wranglerEnv();
execFileSync(process.execPath, ["scripts/prepare-dev.mjs"], { stdio: "inherit", env });
// wrangler dev serves the built assets directory; it must exist even though Vite serves the pages.
if (!existsSync("dist/client/index.html")) execFileSync("npx", ["vite", "build"], { stdio: "inherit", env });

const children = [
  spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
