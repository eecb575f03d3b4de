import { Hono } from "hono";
import { asc } from "drizzle-orm";
import type { AppEnv } from "../../env";
import { modes } from "../../db/schema";
import { requireAuth } from "../../middleware/auth";
import { fileUrl } from "../../lib/storage";

/** GET /api/modes/: the switchboard modes of this school, for signed-in users. */
export const modeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  requireAuth(c);
  const scope = c.get("scope");
  const rows =
    scope.tenantId === null
      ? []
      : await c.get("db").select().from(modes).where(scope.where(modes)).orderBy(asc(modes.sortOrder), asc(modes.name)).all();
  return c.json({
    results: rows.map((m) => ({ id: m.id, name: m.name, image: fileUrl(m.imageKey), locked: m.locked, active: m.active, status: m.status })),
  });
});
