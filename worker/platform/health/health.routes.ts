import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { COMMON_PASSWORDS_KEY } from "../../lib/common-passwords-format";
import { AppError } from "../../lib/errors";

type Check = "ok" | "failed";
const PARTS = ["d1", "r2", "queues", "email", "documents", "common_passwords"] as const;
/** The document renderer (its own Worker, DOCUMENTS) must answer its ping within this; a hung binding is as bad as none. */
const RENDERER_TIMEOUT_MS = 3000;

/**
 * Email can be sent: a deployed Worker needs Resend with its key (the mailbox transport is for a
 * local Worker only); without this, sign-up, resets and receipts would queue and fail silently.
 */
function emailConfigured(env: Pick<Env, "EMAIL_TRANSPORT" | "RESEND_API_KEY" | "ENVIRONMENT">): boolean {
  if (env.EMAIL_TRANSPORT === "resend") return !!env.RESEND_API_KEY?.trim();
  return env.EMAIL_TRANSPORT === "mailbox" && env.ENVIRONMENT !== "production";
}

/** One RPC round trip to the document renderer, which draws every PDF (worker/documents). */
async function pingRenderer(env: Pick<Env, "DOCUMENTS">): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RENDERER_TIMEOUT_MS} ms`)), RENDERER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([env.DOCUMENTS.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(part: (typeof PARTS)[number], env: Env): Promise<Check> {
  try {
    if (part === "email") {
      if (emailConfigured(env)) return "ok";
      console.error(JSON.stringify({ msg: "health check failed", part, error: "EMAIL_TRANSPORT/RESEND_API_KEY not configured for this environment" }));
      return "failed";
    }
    if (part === "d1") {
      const row = await env.DB.prepare("SELECT 1 AS up").first<{ up: number }>();
      return row?.up === 1 ? "ok" : "failed";
    }
    if (part === "documents") {
      const answer = await pingRenderer(env);
      if (answer !== "pong") throw new Error(`the document renderer answered ${JSON.stringify(answer).slice(0, 100)}`);
      return "ok";
    }
    // A HEAD of a key that never exists: R2 answers null when it is reachable.
    if (part === "r2") {
      await env.FILES.head("health/probe");
      return "ok";
    }
    // Every password form refuses to work without the set (503): a deploy that forgot to upload it is not ready.
    if (part === "common_passwords") {
      if (await env.FILES.head(COMMON_PASSWORDS_KEY)) return "ok";
      console.error(JSON.stringify({ msg: "health check failed", part, error: `${COMMON_PASSWORDS_KEY} is missing from R2 (npm run passwords:build, README Deployment)` }));
      return "failed";
    }
    const producers = [env.EMAIL_QUEUE, env.BOOKS_QUEUE, env.PAYMENTS_QUEUE];
    return producers.every((q) => typeof q?.send === "function" && typeof q?.sendBatch === "function") ? "ok" : "failed";
  } catch (err) {
    console.error(JSON.stringify({ msg: "health check failed", part, error: String(err) }));
    return "failed";
  }
}

/**
 * GET /api/health: what the Worker stands on — D1 answers, R2 answers, the queue producers are
 * bound, email has a provider (Resend with its key outside local development), the document
 * renderer answers its ping, the common-password set is in R2 (a HEAD; sign-up and every password
 * form answer 503 without it) — or 503 UNAVAILABLE naming the part that failed (load balancers, uptime checks, the
 * e2e web server, the /test page, which also reads `time` to measure the clock's skew). GET /api/health/live: the Worker itself answers (the bench's trivial ceiling).
 * Both answer on any host, before tenancy.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get("/live", (c) => c.json({ status: "ok" }))
  .get("/", async (c) => {
    const results = await Promise.all(PARTS.map((p) => probe(p, c.env)));
    const checks = Object.fromEntries(PARTS.map((p, i) => [p, results[i]])) as Record<(typeof PARTS)[number], Check>;
    const failed = PARTS.filter((p) => checks[p] === "failed");
    c.header("Cache-Control", "no-store");
    if (failed.length) throw new AppError("UNAVAILABLE", `Not ready: ${failed.join(", ")} did not answer.`);
    return c.json({ status: "ok", checks, time: new Date().toISOString() });
  });
