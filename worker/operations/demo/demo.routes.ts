import { Hono } from "hono";
import type { AppEnv } from "../../env";
import type { DemoOut, DemoSignIn } from "../../contracts/operations";
import { isLocalEnvironment } from "../../lib/local-runtime";

/**
 * The seed's demo accounts for /demo (README "Demo accounts"; tests/worker/demo.test.ts keeps them
 * equal to worker/db/seed/demo-data.ts). They exist only in a seeded local or test database, so
 * they are served only by a development or test Worker: a production Worker answers null.
 */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { role: "teacher", school: "greenfield", username: "teacher@greenfield.example.org", password: "teacher-demo-2026", sign_in_path: "/login" },
  { role: "student", school: "greenfield", username: "greenfield.student07", password: "reading-rocks-2026", sign_in_path: "/login" },
  { role: "school_admin", school: "greenfield", username: "admin@greenfield.example.org", password: "admin-demo-2026", sign_in_path: "/login" },
  { role: "community", school: "greenfield", username: null, password: "community-greenfield", sign_in_path: "/login" },
];

/** GET /api/demo: the sample sign-ins /demo shows (never in production). */
export const demoRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-store");
  const out: DemoOut = { sign_ins: isLocalEnvironment(c.env) ? [...DEMO_SIGN_INS] : null };
  return c.json(out);
});
