import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Idempotent: wrangler's migration table records what was applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
