// The local D1 and R2 that `wrangler dev` serves, opened in this Node process through wrangler's
// getPlatformProxy: one Miniflare for every step that prepares local state. Each `wrangler d1 …`
// or `wrangler r2 …` command starts its own (~3.5 s), and `wrangler d1 migrations apply --local`
// one per migration: preparing a fresh state took ~75 s of `npm start` and of every e2e run that
// way, most of it those starts.
import { getPlatformProxy } from "wrangler";
import { readD1Migrations } from "@cloudflare/vitest-plugin";

/**
 * The state folder is wrangler dev's: `--persist-to $WRANGLER_PERSIST_DIR` (scripts/local-state.mjs)
 * keeps it in `$WRANGLER_PERSIST_DIR/v3`, and without it in `.wrangler/state/v3`.
 */
export async function openLocalPlatform() {
  const root = process.env.WRANGLER_PERSIST_DIR ?? ".wrangler/state";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: `${root}/v3` }, remoteBindings: false });
  return { env: /** @type {{ DB: D1Database; FILES: R2Bucket }} */ (proxy.env), dispose: () => proxy.dispose() };
}

/**
 * Applies the migrations not yet applied, each in one batch with its row in `d1_migrations`: what
 * `wrangler d1 migrations apply` does (same table, same statement split), so either can follow the
 * other on the same state. The worker tests apply the same files the same way (vitest.config.ts).
 * @param {D1Database} db
 * @returns {Promise<string[]>} the names applied now
 */
export async function applyMigrations(db) {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`,
    )
    .run();
  const applied = new Set((await db.prepare(`SELECT name FROM "d1_migrations"`).all()).results.map((r) => r.name));
  const done = [];
  for (const migration of await readD1Migrations("migrations")) {
    if (applied.has(migration.name)) continue;
    try {
      await db.batch([...migration.queries.map((q) => db.prepare(q)), db.prepare(`INSERT INTO "d1_migrations" (name) VALUES (?)`).bind(migration.name)]);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : error}`, { cause: error });
    }
    done.push(migration.name);
  }
  return done;
}
