import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { COMMON_PASSWORDS_KEY } from "../../worker/lib/common-passwords-format";

// Idempotent: wrangler's migration table records what was applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The common-password set lives in R2, as in production (the seed puts it there locally).
if (!(await env.FILES.head(COMMON_PASSWORDS_KEY))) {
  await env.FILES.put(COMMON_PASSWORDS_KEY, Uint8Array.from(atob(env.TEST_COMMON_PASSWORDS), (c) => c.charCodeAt(0)), {
    httpMetadata: { contentType: "application/octet-stream" },
  });
}
