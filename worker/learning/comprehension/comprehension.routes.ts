import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { comprehensionAttemptSchema, comprehensionCreateSchema, comprehensionListQuery, comprehensionResultsQuery, quizMarkSchema } from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { requireManager } from "../../lib/managed-rows";
import { listFilms, serveFilmPart } from "../films/films.service";
import { attemptComprehension, comprehensionResults, createComprehension, getComprehension, listComprehension, markComprehension } from "./comprehension.service";

/** /api/comprehension/…: reading-comprehension quizzes on library books, attempts, results and marking. */
export const comprehensionRoutes = new Hono<AppEnv>()
  .get("/", queryParams(comprehensionListQuery), async (c) => c.json({ results: await listComprehension(serviceContext(c), c.req.valid("query").book) }))
  .post("/", requireManager, jsonBody(comprehensionCreateSchema), async (c) => c.json(await createComprehension(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", async (c) => c.json(await getComprehension(serviceContext(c), c.req.param("slug"))))
  .post("/:slug/attempts", requireSignedIn, jsonBody(comprehensionAttemptSchema), async (c) => c.json(await attemptComprehension(serviceContext(c), c.req.param("slug"), c.req.valid("json").answers), 201))
  .get("/:slug/results", requireSignedIn, queryParams(comprehensionResultsQuery), async (c) => c.json(await comprehensionResults(serviceContext(c), c.req.param("slug"), c.req.valid("query").class)))
  .patch("/attempts/:id/marks", requireSignedIn, jsonBody(quizMarkSchema), async (c) => c.json(await markComprehension(serviceContext(c), c.req.param("id"), c.req.valid("json").marks)));

/** /api/impact-films/…: the films gallery and each film's video, poster and captions. */
export const filmRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ results: await listFilms(serviceContext(c)) }, 200, { "Cache-Control": "private, max-age=60" }))
  .get("/:slug/:part", async (c) => serveFilmPart(c, serviceContext(c), c.req.param("slug"), c.req.param("part")));
