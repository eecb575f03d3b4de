// `npm start` last step: wrangler dev on 127.0.0.1 (PORT, default 8787) with local D1, R2 and Queues.
// One wrangler process runs both Workers: the main one (wrangler.toml, first: it gets the port)
// and the document renderer its DOCUMENTS service binding calls (worker/documents/wrangler.toml).
// They share the local state (--persist-to), so the fonts the seed puts in R2 are the renderer's.
// LOCAL_PORT tells the Worker its port for links made without a request (emails sent from the queue).
import { spawn } from "node:child_process";
import { persistArgs, wranglerEnv } from "./local-state.mjs";

const port = process.env.PORT ?? "8787";
const child = spawn(
  "npx",
  ["wrangler", "dev", "-c", "wrangler.toml", "-c", "worker/documents/wrangler.toml", "--ip", "127.0.0.1", "--port", port, "--var", `LOCAL_PORT:${port}`, "--show-interactive-dev-session=false", ...persistArgs(), ...process.argv.slice(2)],
  { stdio: "inherit", env: wranglerEnv() },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
