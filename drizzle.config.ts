import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are applied by `wrangler d1 migrations apply`.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
});
