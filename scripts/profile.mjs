// `npm run profile -- <path> [header:value …]`: where this Worker's own JavaScript spends a request.
// Drives <path> of a running `wrangler dev` (`npm start`, or a bench state's server) at 10
// connections, records a V8 CPU profile of the Worker through wrangler's inspector (127.0.0.1:9229),
// and prints the Worker's busy time per request and its self time by source file and function,
// mapped through the running bundle's source map (.wrangler/tmp/dev-*/index.js.map). The profile is
// kept in .wrangler/profiles/ for Chrome DevTools (Performance → Load profile).
//
// Env: PROFILE_PORT (8787), PROFILE_HOST (greenfield.localhost:<port>), PROFILE_SECONDS (8),
// PROFILE_CONCURRENCY (10), PROFILE_INSPECTOR (127.0.0.1:9229).
//
// Read with the bench's CPU columns (`npm run bench`): the profile sees only this Worker's isolate.
// The local D1 and R2 simulators run in other isolates on the same thread, so a request's D1 round
// trips are not in it. A sample stands for the time since the one before, at most twice the sampling
// interval: a longer gap is time the thread spent elsewhere (another isolate, or descheduled on a busy
// machine), which would otherwise be charged to whatever ran last.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { drive, request } from "./lib/http-load.mjs";

const [path, ...headerArgs] = process.argv.slice(2);
if (!path?.startsWith("/")) {
  console.error("Usage: npm run profile -- /api/books/?limit=20 [cache-control:no-cache] [authorization:Bearer …]");
  process.exit(2);
}
const PORT = Number(process.env.PROFILE_PORT ?? 8787);
const HOST = process.env.PROFILE_HOST ?? `greenfield.localhost:${PORT}`;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 10);
const INSPECTOR = process.env.PROFILE_INSPECTOR ?? "127.0.0.1:9229";
const INTERVAL_US = 100;
const headers = {};
for (const arg of headerArgs) {
  const at = arg.indexOf(":");
  if (at < 1) {
    console.error(`Not a header: ${arg} (expected name:value)`);
    process.exit(2);
  }
  headers[arg.slice(0, at).trim().toLowerCase()] = arg.slice(at + 1).trim();
}

/* ---------- load ---------- */

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const statuses = new Map();
const tally = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
/** Drives the path for `seconds`; the number of answers. */
async function load(seconds) {
  let requests = 0;
  const send = async () => {
    try {
      tally((await request({ port: PORT, host: HOST, agent, path, headers })).status);
    } catch (e) {
      tally(e.code ?? "error");
    }
    requests++;
  };
  await drive({ seconds, concurrency: CONCURRENCY, send });
  return requests;
}

/* ---------- inspector ---------- */

// wrangler's inspector proxy accepts DevTools' origin only; Node's WebSocket (undici) may send it.
const socket = new WebSocket(`ws://${INSPECTOR}/ws`, { headers: { Origin: "https://devtools.devprod.cloudflare.dev" } });
const pending = new Map();
let lastId = 0;
socket.onmessage = (event) => {
  const message = JSON.parse(String(event.data));
  pending.get(message.id)?.(message);
  pending.delete(message.id);
};
const call = (method, params = {}) =>
  new Promise((resolve, reject) => {
    const id = ++lastId;
    pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
    socket.send(JSON.stringify({ id, method, params }));
  });
await new Promise((resolve) => {
  socket.onopen = resolve;
  socket.onerror = () => {
    console.error(`No inspector at ws://${INSPECTOR}/ws: start the app first (npm start), or set PROFILE_INSPECTOR.`);
    process.exit(1);
  };
});

await call("Profiler.enable");
await call("Profiler.setSamplingInterval", { interval: INTERVAL_US });
await load(1); // warm-up: the JIT, the per-isolate memos and the kept selects
statuses.clear();
await call("Profiler.start");
const started = performance.now();
const requests = await load(SECONDS);
const wall = (performance.now() - started) / 1000;
const { profile } = await call("Profiler.stop");
socket.close();
agent.destroy();

mkdirSync(".wrangler/profiles", { recursive: true });
const saved = join(".wrangler/profiles", `${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
writeFileSync(saved, JSON.stringify(profile));

/* ---------- the running bundle's source map ---------- */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Source map v3 "mappings" → per generated line, sorted [column, sourceIndex, originalLine]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let originalLine = 0;
  for (const text of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const segment of text.split(",")) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        originalLine += values[2]; // values[3], the original column, is not needed here
        segments.push([column, source, originalLine]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

function newestBundleMap() {
  const tmp = ".wrangler/tmp";
  let best = null;
  for (const dir of readdirSync(tmp, { withFileTypes: true })) {
    if (!dir.isDirectory() || !dir.name.startsWith("dev-")) continue;
    const file = join(tmp, dir.name, "index.js.map");
    try {
      const mtime = statSync(file).mtimeMs;
      if (!best || mtime > best.mtime) best = { file, mtime };
    } catch {
      /* no map in this one */
    }
  }
  return best?.file;
}

const mapFile = newestBundleMap();
const map = mapFile ? JSON.parse(readFileSync(mapFile, "utf8")) : null;
const lines = map ? decodeMappings(map.mappings) : [];
const shortSource = (source) =>
  source
    .replace(/^.*node_modules\//, "")
    .replace(/^(\.\.\/)+/, "")
    .replace(/^.*\/(worker|scripts|web)\//, "$1/");
function original(frame) {
  const segments = lines[frame.lineNumber];
  if (!map || !segments?.length) return null;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid][0] <= frame.columnNumber) lo = mid;
    else hi = mid - 1;
  }
  const [, source, line] = segments[lo];
  return { file: shortSource(map.sources[source] ?? "?"), line: line + 1 };
}

/** A place's file when it is this project's, else its package ("hono", "@scope/name"). */
const groupOf = (file) => (/^(worker|web|scripts)\//.test(file) ? file : (file.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? file));

/* ---------- report ---------- */

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const bundled = (frame) => frame.url.endsWith("index.js") && frame.lineNumber >= 0;
const byFunction = new Map();
const byFile = new Map();
let busy = 0;
let idle = 0;
for (const [i, id] of profile.samples.entries()) {
  const frame = nodes.get(id).callFrame;
  const us = Math.min(profile.timeDeltas[i] ?? 0, 2 * INTERVAL_US);
  if (frame.functionName === "(idle)") {
    idle += us;
    continue;
  }
  busy += us;
  const place = bundled(frame) ? original(frame) : null;
  const file = place ? groupOf(place.file) : frame.url || frame.functionName;
  const fn = `${frame.functionName || "(anonymous)"}  ${place ? `${place.file}:${place.line}` : frame.url || "(runtime)"}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byFile.set(file, (byFile.get(file) ?? 0) + us);
}
const perRequest = (us) => (us / 1000 / requests).toFixed(3);
console.log(`${path} on ${HOST}: ${requests} requests in ${wall.toFixed(1)} s (${(requests / wall).toFixed(0)} req/s), answers ${[...statuses].map(([k, v]) => `${k} × ${v}`).join(", ")}`);
console.log(`This Worker's isolate: busy ${perRequest(busy)} ms a request (idle ${perRequest(idle)}); profile saved to ${saved}`);
if (!map) console.log("(no source map found under .wrangler/tmp: places are the bundle's)");
const table = (title, entries, limit) => {
  console.log(`\n${title} (self time, ms a request):`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit)) console.log(`  ${perRequest(us).padStart(7)}  ${name}`);
};
table("By source file or package", byFile, 20);
table("By function", byFunction, 30);
process.exit(0);
