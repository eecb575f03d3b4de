import { Hono } from "hono";
import type { AppEnv } from "../../env";
import {
  comprehensionAttemptSchema,
  comprehensionCreateSchema,
  comprehensionListQuery,
  comprehensionManageQuery,
  comprehensionResultsQuery,
  comprehensionUpdateSchema,
  filmCreateSchema,
  filmListQuery,
  filmUpdateSchema,
  quizMarkSchema,
} from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn, requireStaff } from "../../middleware/require-role";
import { requireManager } from "../../lib/managed-rows";
import { listFilms, serveFilmPart } from "../films/films.service";
import { createFilm, deleteFilm, updateFilm } from "../films/films-authoring.service";
import { attemptComprehension, comprehensionResults, getComprehension, listComprehension, markComprehension } from "./comprehension.service";
import { createComprehension, deleteComprehension, editComprehension, updateComprehension } from "./comprehension-authoring.service";

/** /api/comprehension/…: reading-comprehension quizzes on library books, attempts, results and marking; staff and school admins author them. */
export const comprehensionRoutes = new Hono<AppEnv>()
  .get("/", queryParams(comprehensionListQuery.extend(comprehensionManageQuery.shape)), async (c) => {
    const q = c.req.valid("query");
    return c.json({ results: await listComprehension(serviceContext(c), q.book, q.all) });
  })
  .post("/", requireManager, jsonBody(comprehensionCreateSchema), async (c) => c.json(await createComprehension(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", async (c) => c.json(await getComprehension(serviceContext(c), c.req.param("slug"))))
  .get("/:id/edit", requireManager, async (c) => c.json(await editComprehension(serviceContext(c), c.req.param("id"))))
  .patch("/:id", requireManager, jsonBody(comprehensionUpdateSchema), async (c) => c.json(await updateComprehension(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteComprehension(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:slug/attempts", requireSignedIn, jsonBody(comprehensionAttemptSchema), async (c) => c.json(await attemptComprehension(serviceContext(c), c.req.param("slug"), c.req.valid("json").answers), 201))
  .get("/:slug/results", requireSignedIn, queryParams(comprehensionResultsQuery), async (c) => c.json(await comprehensionResults(serviceContext(c), c.req.param("slug"), c.req.valid("query").class)))
  .patch("/attempts/:id/marks", requireSignedIn, jsonBody(quizMarkSchema), async (c) => c.json(await markComprehension(serviceContext(c), c.req.param("id"), c.req.valid("json").marks)));

/** /api/impact-films/…: the films gallery and each film's video, poster and captions; staff author them. */
export const filmRoutes = new Hono<AppEnv>()
  .get("/", queryParams(filmListQuery), async (c) => {
    const all = c.req.valid("query").all;
    return c.json({ results: await listFilms(serviceContext(c), all) }, 200, { "Cache-Control": all ? "private, no-store" : "private, no-cache" });
  })
  .post("/", requireStaff, jsonBody(filmCreateSchema), async (c) => c.json(await createFilm(serviceContext(c), c.req.valid("json")), 201))
  .patch("/:id", requireStaff, jsonBody(filmUpdateSchema), async (c) => c.json(await updateFilm(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireStaff, async (c) => {
    await deleteFilm(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:slug/:part", async (c) => serveFilmPart(c, serviceContext(c), c.req.param("slug"), c.req.param("part")));
