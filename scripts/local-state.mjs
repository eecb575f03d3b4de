// Where wrangler keeps local D1/R2/Queue state. WRANGLER_PERSIST_DIR lets the e2e run use its own
// state (tests/e2e) without touching a developer's demo data.
export const persistArgs = () => (process.env.WRANGLER_PERSIST_DIR ? ["--persist-to", process.env.WRANGLER_PERSIST_DIR] : []);
export const wranglerEnv = () => ({ ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" });
