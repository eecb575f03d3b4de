import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { cancelSessionSchema, liveSessionCreateSchema, liveSessionListQuery, liveSessionUpdateSchema, visitorRegistrationSchema } from "../../contracts/live-sessions";
import { z } from "zod";
import { serviceContext } from "../../lib/context";
import { acceptedLocale } from "../../lib/said";
import { pageOf } from "../../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { cancelLiveSession, createLiveSession, registrants, registrantsCsv, schedulableClasses, setPoster, updateLiveSession } from "./live-authoring.service";
import { calendarFile, getLiveSession, joinSession, listLiveSessions } from "./live.service";
import { cancelRegistration, confirmVisitor, register } from "./registration.service";

/** ?key= : a registration's key from an emailed link (visitors, or a registrant not signed in). */
const keyQuery = z.object({ key: z.string().min(10).max(64).optional().catch(undefined) });

/** /api/live-sessions/…: the schedule, registration, calendar files, joining and authoring. */
export const liveSessionRoutes = new Hono<AppEnv>()
  .get("/", queryParams(liveSessionListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listLiveSessions(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .get("/schedulable-classes", requireSignedIn, async (c) => c.json({ results: await schedulableClasses(serviceContext(c)) }))
  .post("/", requireSignedIn, jsonBody(liveSessionCreateSchema), async (c) => c.json(await createLiveSession(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", queryParams(keyQuery), async (c) => c.json(await getLiveSession(serviceContext(c), c.req.param("slug"), c.req.valid("query").key)))
  .patch("/:slug", requireSignedIn, jsonBody(liveSessionUpdateSchema), async (c) => c.json(await updateLiveSession(serviceContext(c), c.req.param("slug"), c.req.valid("json"))))
  .post("/:slug/cancel", requireSignedIn, jsonBody(cancelSessionSchema), async (c) => c.json(await cancelLiveSession(serviceContext(c), c.req.param("slug"), c.req.valid("json").reason)))
  .put("/:slug/poster", requireSignedIn, uploadBodyLimit, formBody(z.object({})), async (c) => c.json(await setPoster(serviceContext(c), c.req.param("slug"), c.req.valid("form").files.poster)))
  .post("/:slug/registration", jsonBody(visitorRegistrationSchema), async (c) => {
    const result = await register(serviceContext(c), c.req.param("slug"), c.req.valid("json"));
    return "pending" in result ? c.json({ pending: true, message: "Check your email to confirm your place." }, 202) : c.json(result, 201);
  })
  .delete("/:slug/registration", queryParams(keyQuery), async (c) => {
    await cancelRegistration(serviceContext(c), c.req.param("slug"), c.req.valid("query").key);
    return c.body(null, 204);
  })
  // Opened from an email: always a redirect (a missing or malformed key is a link that is not valid).
  .get("/:slug/registration/confirm", queryParams(keyQuery), async (c) => c.redirect(await confirmVisitor(serviceContext(c), c.req.param("slug"), c.req.valid("query").key), 302))
  .get("/:slug/calendar.ics", queryParams(keyQuery), async (c) => {
    const { filename, body } = await calendarFile(serviceContext(c), c.req.param("slug"), c.req.valid("query").key);
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" });
  })
  // A browser with a session token asks for JSON (the SPA opens the link itself); an emailed link is redirected.
  .get("/:slug/join", queryParams(keyQuery), async (c) => {
    const url = await joinSession(serviceContext(c), c.req.param("slug"), c.req.valid("query").key, undefined, acceptedLocale(c.req.header("Accept-Language")));
    c.header("Cache-Control", "no-store");
    return (c.req.header("Accept") ?? "").includes("application/json") ? c.json({ url }) : c.redirect(url, 302);
  })
  .get("/:slug/registrants", requireSignedIn, async (c) => c.json({ results: (await registrants(serviceContext(c), c.req.param("slug"))).results }))
  .get("/:slug/registrants.csv", requireSignedIn, async (c) => {
    const { filename, body } = await registrantsCsv(serviceContext(c), c.req.param("slug"));
    return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" });
  });
