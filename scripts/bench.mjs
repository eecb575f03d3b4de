// `npm run bench`: seeds 100,000 books into a separate local state (.wrangler/bench-state), starts
// the app on loopback with the per-request log line off (below), and measures the library list and the searches
// beside GET /api/health/live (the same Worker's trivial ceiling), in one run. README: Development notes.
//
// Env: BENCH_PORT (8797), BENCH_BOOKS (100000), BENCH_SECONDS (10 per endpoint), BENCH_CONCURRENCY (10),
// BENCH_STATE (.wrangler/bench-state-<books>: one state per library size), BENCH_SEED_ONLY=1 (prepare
// the state and stop), BENCH_ONLY (a regular expression: measure only the endpoints whose label matches;
// the trivial endpoint is always measured), BENCH_TRACES=1 (keep wrangler dev's local trace collector on),
// BENCH_REQUEST_LOGS=1 (keep the Worker's one log line per request).
//
// wrangler dev (4.155) streams every request's trace, each D1 call a span, into a local SQLite
// database for its local explorer (.wrangler/…/observability, 300 MB after a few bench runs). That
// collector runs on the same two cores as the Worker and its D1, and costs more the more D1 calls a
// request makes: 43 % of the teacher list's throughput and half the combined search's one-connection
// p99 in this bench. Production collects Workers Logs outside the request, so the bench turns it off
// (X_LOCAL_OBSERVABILITY=false).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { drive, request } from "./lib/http-load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const STATE = process.env.BENCH_STATE ?? `.wrangler/bench-state-${BOOKS}`;
const HOST = `greenfield.localhost:${PORT}`;
const SEARCH_WORD = "river";
const TRACES = process.env.BENCH_TRACES === "1";
const REQUEST_LOGS = process.env.BENCH_REQUEST_LOGS === "1";
const env = {
  ...process.env,
  WRANGLER_PERSIST_DIR: STATE,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  ...(TRACES ? {} : { X_LOCAL_OBSERVABILITY: "false", X_LOCAL_EXPLORER: "false" }),
};

const wrangler = (args, opts = {}) => execFileSync("npx", ["wrangler", ...args, "--persist-to", STATE], { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...opts });
const elapsed = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/* ---------- 1. state: migrations, demo seed, 100,000 books ---------- */

const WORDS = {
  adj: ["Little", "Brave", "Secret", "Hidden", "Golden", "Silver", "Quiet", "Busy", "Lost", "Magic", "Windy", "Sleepy", "Clever", "Tiny", "Giant", "Happy", "Rainy", "Frozen", "Curious", "Shining"],
  noun: ["Fox", "Garden", "Dragon", "Rocket", "Castle", "Forest", "Island", "Robot", "Lighthouse", "Owl", "Tiger", "Bridge", "Library", "Volcano", "Kite", "Whale", "Planet", "Meadow", "Train", "Lantern"],
  place: ["River", "Mountain", "Village", "Ocean", "Desert", "City", "Farm", "Moon", "Jungle", "School", "Harbour", "Valley", "Market", "Station", "Cave", "Park", "Lake", "Street", "Tower", "Field"],
  first: ["Amara", "Ben", "Chloe", "Daniel", "Ella", "Finn", "Grace", "Harry", "Isla", "Jack", "Kiara", "Leo", "Maya", "Noah", "Olivia", "Priya"],
  last: ["Adams", "Brown", "Chen", "Davies", "Evans", "Fischer", "Garcia", "Hughes", "Ibrahim", "Jones", "Khan", "Lewis"],
};
const LANGS = ["en", "en", "en", "en", "en", "en", "fr", "es", "hi", "sw"];
const q = (s) => `'${s.replace(/'/g, "''")}'`;

function benchBookRow(i) {
  // The reference's mix: 70 % public, 20 % community, 10 % private; 90 % published; the search word
  // in 1 title in 20 (the place word "River"). 60 % Greenfield, 30 % Riverside, 10 % platform;
  // Greenfield's private books belong to pupils of the demo teacher's class (Year 4 Blue, 30 pupils
  // with the 5 bench pupils below) or to other classes.
  const r = i % 10;
  const [tenant, uploader] = r < 6 ? ["'ten_demo_greenfield'", "'usr_demo_green_teacher'"] : r < 9 ? ["'ten_demo_riverside'", "'usr_demo_river_admin'"] : ["NULL", "'usr_demo_staff'"];
  const title = `The ${WORDS.adj[i % 20]} ${WORDS.noun[Math.floor(i / 20) % 20]} of the ${WORDS.place[Math.floor(i / 400) % 20]} ${i}`;
  const author = `${WORDS.first[i % 16]} ${WORDS.last[Math.floor(i / 16) % 12]}`;
  const description = `A story about a ${WORDS.adj[(i * 7) % 20].toLowerCase()} ${WORDS.noun[(i * 3) % 20].toLowerCase()} near the ${WORDS.place[(i * 11) % 20].toLowerCase()}.`;
  const id = `book_bench_${String(i).padStart(6, "0")}`;
  const created = Date.UTC(2025, 0, 1) + i * 60_000;
  const v = Math.floor(i / 10) % 10;
  const visibility = v < 7 ? "public" : v < 9 ? "community" : "private";
  const status = Math.floor(i / 100) % 10 === 9 ? "pending_review" : "published";
  const pupil = r < 6 && visibility === "private" && i % 3 === 0 ? `'usr_demo_greenfield_student${String(1 + (i % 30)).padStart(2, "0")}'` : null;
  const bookUploader = pupil ?? uploader;
  return `(${q(id)}, ${tenant}, ${q(title)}, ${q(title.toLowerCase())}, ${q(`bench-${i}`)}, ${q(author)}, ${q(description)}, '${LANGS[i % 10]}', 'Level ${1 + (i % 4)}', NULL, ${q(`bench/${id}.pdf`)}, 'pdf', 2048, ${2 + (i % 7)}, '${visibility}', ${i % 97 === 0 ? 1 : 0}, '${status}', NULL, NULL, 1, NULL, ${bookUploader}, NULL, ${status === "published" ? created : "NULL"}, ${created}, ${created})`;
}

const COLUMNS =
  "id, tenant_id, title, title_key, slug, author_name, description, language, reading_level, cover_key, file_key, file_type, file_size, page_count, visibility, featured, status, rejection_reason, processing_error, processing_attempts, processing_claimed_until, uploader_id, class_id, published_at, created_at, updated_at";

function benchBookCount() {
  try {
    const out = JSON.parse(wrangler(["d1", "execute", "DB", "--local", "--json", "--command", "SELECT count(*) AS n FROM books WHERE id LIKE 'book_bench_%'"]));
    return out[0].results[0].n;
  } catch {
    return 0;
  }
}

async function prepareState() {
  mkdirSync(STATE, { recursive: true });
  let t0 = performance.now();
  console.log(`Preparing ${STATE}: migrations and demo seed…`);
  execFileSync(process.execPath, ["scripts/prepare-dev.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`  done in ${elapsed(t0)}`);
  const have = benchBookCount();
  if (have >= BOOKS) {
    console.log(`  ${have.toLocaleString("en")} bench books already there (delete ${STATE} to reseed).`);
    return;
  }
  // Five more pupils in Year 4 Blue (the demo seed has 25): the teacher's class of 30.
  const pupils = [26, 27, 28, 29, 30].map((n) => `usr_demo_greenfield_student${n}`);
  const USER_COLUMNS = "tenant_id, first_name, last_name, first_name_key, last_name_key, email, password_hash, is_staff, country, avatar_key, role, canva_account, email_verified_at, archived, created_at, updated_at, archived_at";
  const pupilSql = pupils
    .map(
      (id, k) =>
        `INSERT OR IGNORE INTO users (id, username, ${USER_COLUMNS}) SELECT ${q(id)}, ${q(`greenfield.student${26 + k}`)}, ${USER_COLUMNS} FROM users WHERE id = 'usr_demo_greenfield_student01';\n` +
        `INSERT OR IGNORE INTO class_students (tenant_id, class_id, student_id, created_at) VALUES ('ten_demo_greenfield', 'cls_demo_green4', ${q(id)}, 0);`,
    )
    .join("\n");
  mkdirSync(".wrangler/bench-sql", { recursive: true });
  writeFileSync(".wrangler/bench-sql/pupils.sql", pupilSql + "\n");
  wrangler(["d1", "execute", "DB", "--local", "--file", ".wrangler/bench-sql/pupils.sql"]);
  // Multi-row INSERTs as large as D1 allows (a statement is capped at 100 kB, locally too: about
  // 350 rows), 25,000 rows per `wrangler d1 execute` file: few process starts; FTS5 triggers fill
  // books_fts as the rows go in. With node:sqlite (Node ≥ 22.13) the same statements go straight into
  // the local D1's SQLite file, one transaction per 25,000 rows (no server runs yet): ~3× faster,
  // which keeps 1,000,000 books within issue #15's five minutes of seeding.
  t0 = performance.now();
  const MAX_STATEMENT = 95_000;
  const ROWS_PER_FILE = 25_000;
  const direct = await localD1File();
  if (direct) console.log(`  writing the books straight into ${direct.path}`);
  mkdirSync(".wrangler/bench-sql", { recursive: true });
  for (let start = 1; start <= BOOKS; start += ROWS_PER_FILE) {
    const end = Math.min(BOOKS, start + ROWS_PER_FILE - 1);
    const statements = [];
    let rows = [];
    let length = 0;
    const flush = () => {
      if (rows.length) statements.push(`INSERT OR IGNORE INTO books (${COLUMNS}) VALUES\n${rows.join(",\n")};`);
      rows = [];
      length = 0;
    };
    for (let i = start; i <= end; i++) {
      const row = benchBookRow(i);
      if (length + row.length > MAX_STATEMENT) flush();
      rows.push(row);
      length += row.length + 2;
    }
    flush();
    if (direct) {
      direct.db.exec("BEGIN");
      try {
        for (const statement of statements) direct.db.exec(statement);
        direct.db.exec("COMMIT");
      } catch (error) {
        direct.db.exec("ROLLBACK");
        throw new Error(`inserting books ${start}–${end} into ${direct.path} failed`, { cause: error });
      }
    } else {
      const file = `.wrangler/bench-sql/books-${start}.sql`;
      writeFileSync(file, statements.join("\n") + "\n");
      try {
        wrangler(["d1", "execute", "DB", "--local", "--file", file]);
      } catch (error) {
        console.error(String(error.stderr ?? error));
        throw new Error(`wrangler d1 execute failed on ${file}`, { cause: error });
      }
    }
    console.log(`  books ${start.toLocaleString("en")}–${end.toLocaleString("en")} inserted (${elapsed(t0)})`);
  }
  direct?.db.close();
  console.log(`Seeded ${benchBookCount().toLocaleString("en")} bench books in ${elapsed(t0)}.`);
}

/**
 * The local D1 database's SQLite file in STATE (miniflare keeps one per database, beside its
 * metadata.sqlite), opened with node:sqlite; null when Node has no node:sqlite or the file is not
 * found, and the books go through `wrangler d1 execute` instead.
 */
async function localD1File() {
  let DatabaseSync;
  try {
    ({ DatabaseSync } = await import("node:sqlite"));
  } catch {
    return null;
  }
  const dir = `${STATE}/v3/d1/miniflare-D1DatabaseObject`;
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")) {
    const path = `${dir}/${name}`;
    const db = new DatabaseSync(path);
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'books'").get()) return { db, path };
    db.close();
  }
  return null;
}

/* ---------- 2. server ---------- */

/** A GET, or with `body` a PUT of that JSON (the lesson progress a playing video saves). */
/** One request to the bench's server (scripts/lib/http-load.mjs): GET, or PUT with a JSON body. */
const get = (agent, path, headers = {}, body) => request({ port: PORT, host: HOST, agent, path, headers, body });

async function waitForHealth(server) {
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await get(agent, "/api/health")).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error("the server did not answer /api/health within 3 minutes");
}

/* ---------- 3. load ---------- */

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function signIn(username, password) {
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path: "/api/auth/token", method: "POST", headers: { host: HOST, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const out = JSON.parse(Buffer.concat(chunks).toString());
          if (!out.access) reject(new Error(`sign-in of ${username} failed: ${res.statusCode} ${JSON.stringify(out)}`));
          else resolve(out.access);
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/* ---------- CPU per request (Linux: /proc) ---------- */

// Where a request's CPU goes under `wrangler dev`: the Worker's runtime (a workerd process whose one
// thread runs this Worker *and* the local D1 and R2 simulators, so a D1 round trip's simulated cost
// lands there), wrangler's dev proxy (another workerd in front of it, on the bench's port, which every
// request crosses) and this client. Read from /proc around each measurement; shares of the trivial
// endpoint move with how much of the two cores the machine gives, CPU per request much less.
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The server's workerd processes, by role, with their CPU time so far (ms); null off Linux. */
function serverCpu(rootPid) {
  if (!existsSync("/proc/self/stat")) return null;
  const parentOf = new Map();
  const info = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(pid, fields[1]);
      info.set(pid, { cpu: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, cmd: readFileSync(`/proc/${pid}/cmdline`, "utf8") });
    } catch {
      /* gone meanwhile */
    }
  }
  const descends = (pid) => {
    for (let p = pid, hops = 0; p && p !== "0" && hops < 20; p = parentOf.get(p), hops++) if (p === String(rootPid)) return true;
    return false;
  };
  const out = { worker: 0, proxy: 0 };
  for (const [pid, { cpu, cmd }] of info) {
    if (!cmd.includes("workerd") || !descends(pid)) continue;
    if (cmd.includes(`--socket-addr=entry=127.0.0.1:${PORT}`)) out.proxy += cpu;
    else out.worker += cpu;
  }
  return out;
}

async function measure({ path, headers = {}, body, concurrency = CONCURRENCY, label }, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // 1 s warm-up (not counted), then `seconds` measured; each worker sends one request at a time.
  for (const [phase, duration] of [
    ["warmup", 1],
    ["measure", seconds],
  ]) {
    const latencies = [];
    let errors = 0;
    let non200 = 0;
    const started = performance.now();
    const cpuBefore = phase === "measure" ? serverCpu(server.pid) : null;
    const clientBefore = process.cpuUsage();
    const send = async () => {
      const t0 = performance.now();
      try {
        const res = await get(agent, path, headers, typeof body === "function" ? body() : body);
        if (res.status !== 200) non200++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    };
    await drive({ seconds: duration, concurrency, send, more: () => latencies.length < 5_000_000 });
    if (phase === "measure") {
      const wall = (performance.now() - started) / 1000;
      const cpuAfter = cpuBefore && serverCpu(server.pid);
      const client = process.cpuUsage(clientBefore);
      agent.destroy();
      const n = latencies.length;
      latencies.sort((a, b) => a - b);
      const cpu = cpuAfter && { worker: (cpuAfter.worker - cpuBefore.worker) / n, proxy: (cpuAfter.proxy - cpuBefore.proxy) / n, client: (client.user + client.system) / 1000 / n };
      return { label: label ?? `GET ${path}`, concurrency, requests: n, rps: n / wall, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, non200, cpu };
    }
  }
}

/* ---------- run ---------- */

await prepareState();
if (process.env.BENCH_SEED_ONLY === "1") process.exit(0);
if (!existsSync("dist/client/index.html")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

console.log(`Starting wrangler dev on 127.0.0.1:${PORT} (--log-level error, local trace collector ${TRACES ? "on" : "off"}, request log ${REQUEST_LOGS ? "on" : "off"})…`);
// Under wrangler dev every console line of the Worker travels over the inspector to wrangler's Node
// process, on the same two cores: with the request log on, the trivial endpoint fell from ~910 to
// ~500 req/s (wrangler's Node at 20 % CPU), a fixed cost per request that pulled every share towards
// 100 % (the teacher's list read 55-59 % with it, 30 % without). Production ships Workers Logs
// outside the request, so the bench runs with INFO_LOG=off; the line itself is a JSON.stringify.
const server = spawn(process.execPath, ["scripts/serve.mjs", "--log-level", "error", ...(REQUEST_LOGS ? [] : ["--var", "INFO_LOG:off"])], { env: { ...env, PORT: String(PORT) }, stdio: ["ignore", "ignore", "inherit"], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  await waitForHealth(server);
  const probe = new http.Agent({ keepAlive: false });
  const count = async (path, headers) => JSON.parse((await get(probe, path, headers)).body.toString()).count;
  console.log(
    `Library on ${HOST}: ${(await count("/api/books/?limit=1")).toLocaleString("en")} visible books, "${SEARCH_WORD}" matches ${(await count(`/api/books/?limit=1&search=${SEARCH_WORD}`)).toLocaleString("en")}.`,
  );
  const teacher = { authorization: `Bearer ${await signIn("teacher@greenfield.example.org", "teacher-demo-2026")}` };
  console.log(`The teacher (Year 4 Blue) sees ${(await count("/api/books/?limit=1", teacher)).toLocaleString("en")} books.`);
  // A pupil of the demo seed, enrolled in two courses (one assigned to their class): their dashboard and a lesson.
  const pupil = { authorization: `Bearer ${await signIn("greenfield.student04", "reading-rocks-2026")}` };
  const LESSON_PAGE = "/api/courses/this-is-course/chapters/what-are-the-goals/lessons/seventeen-goals-one-world";
  const lesson = JSON.parse((await get(probe, LESSON_PAGE, pupil)).body.toString()).id;
  // The video's position as a playing video saves it every few seconds (each request a new position).
  let position = 0;
  const progress = () => ({ lesson, video_position: (position = (position + 5) % 3600) });
  // The one-connection rows show a request's own time; at 10 connections on one wrangler dev isolate
  // (and two cores shared with this client and D1) latency is mostly the queue in front of it.
  const endpoints = [
    { path: "/api/health/live" },
    { path: "/api/health/live", concurrency: 1, label: "GET /api/health/live, 1 connection" },
    { path: "/api/book-stats/", headers: { "cache-control": "no-cache" }, label: "library counts (/api/book-stats/), anonymous (edge cache bypassed)" },
    { path: "/api/books/?limit=20", headers: { "cache-control": "no-cache" }, label: "book list, anonymous, 20 items (edge cache bypassed)" },
    { path: "/api/books/?limit=20", label: "book list, anonymous, 20 items (edge cache)" },
    { path: "/api/books/?limit=20", headers: teacher, label: "book list, teacher's bearer token, 20 items" },
    { path: "/api/books/?limit=20", headers: teacher, concurrency: 1, label: "book list, teacher's bearer token, 20 items, 1 connection" },
    { path: "/api/books/?limit=20&sort=title", headers: { "cache-control": "no-cache" }, label: "book list, anonymous, Title A–Z (edge cache bypassed)" },
    { path: "/api/books/?limit=20&sort=title", headers: teacher, label: "book list, teacher's bearer token, Title A–Z" },
    { path: `/api/books/?search=${SEARCH_WORD}`, headers: { "cache-control": "no-cache" }, label: `book search "${SEARCH_WORD}", anonymous (edge cache bypassed)` },
    { path: `/api/combined/?search=${SEARCH_WORD}`, headers: { "cache-control": "no-cache" }, label: `combined search "${SEARCH_WORD}" (edge cache bypassed)` },
    { path: `/api/combined/?search=${SEARCH_WORD}`, headers: { "cache-control": "no-cache" }, concurrency: 1, label: `combined search "${SEARCH_WORD}", 1 connection (edge cache bypassed)` },
    { path: `/api/combined/?search=${SEARCH_WORD}`, label: `combined search "${SEARCH_WORD}" (edge cache)` },
    { path: `/api/combined/?search=${SEARCH_WORD}`, headers: teacher, label: `combined search "${SEARCH_WORD}", teacher's bearer token` },
    { path: "/api/courses/?limit=12", headers: { "cache-control": "no-cache" }, label: "course list, anonymous, 12 cards (edge cache bypassed)" },
    { path: "/api/data/courses/this-is-course", headers: { "cache-control": "no-cache" }, label: "course page (/api/data/courses/…), anonymous (edge cache bypassed)" },
    { path: "/api/data/courses/this-is-course", headers: teacher, label: "course page (/api/data/courses/…), teacher's bearer token" },
    { path: "/api/learning/my-courses", headers: pupil, label: "my courses (/api/learning/my-courses), pupil's bearer token" },
    { path: LESSON_PAGE, headers: pupil, label: "lesson page, pupil's bearer token" },
    { path: "/api/lesson-progress/", headers: pupil, body: progress, label: "lesson progress saved (PUT /api/lesson-progress/, a video's position), pupil's token" },
  ];
  console.log(`Measuring ${SECONDS} s per endpoint at concurrency ${CONCURRENCY} unless said (after a 1 s warm-up)…\n`);
  const results = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
  for (const endpoint of endpoints.filter((e, i) => i === 0 || !only || only.test(e.label ?? e.path))) results.push(await measure(endpoint, SECONDS));
  const ceiling = results[0].rps;
  const withCpu = results.every((r) => r.cpu);
  const rows = [["endpoint", "conns", "requests", "req/s", "p50 ms", "p99 ms", "errors", "vs /api/health/live", ...(withCpu ? ["Worker CPU ms/req", "proxy", "client"] : [])]];
  for (const r of results)
    rows.push([
      r.label,
      String(r.concurrency),
      String(r.requests),
      r.rps.toFixed(1),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors + r.non200),
      `${((r.rps / ceiling) * 100).toFixed(1)} %`,
      ...(withCpu ? [r.cpu.worker.toFixed(2), r.cpu.proxy.toFixed(2), r.cpu.client.toFixed(2)] : []),
    ]);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const [n, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  if (withCpu)
    console.log(
      `\nCPU per request (ms, from /proc): "Worker" is the workerd process that runs this Worker and, on the same thread, the local\n` +
        `D1 and R2 simulators; "proxy" is wrangler dev's proxy in front of it; "client" is this bench. One thread does nearly all\n` +
        `of the Worker column (V8's helper thread the rest), so no endpoint passes ~1000 / that figure req/s; the trivial endpoint\n` +
        `is bound by the two cores instead.`,
    );
  if (results.some((r) => r.errors + r.non200 > 0)) process.exitCode = 1;
} finally {
  stop();
  await sleep(1000);
}
