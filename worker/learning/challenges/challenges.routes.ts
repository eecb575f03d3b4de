import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { challengeCreateSchema, challengeListQuery, challengeUpdateSchema, reviewSchema, submissionListQuery, submissionSchema } from "../../contracts/learning";
import { paginationQuery } from "../../contracts/common";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { requireManager } from "../../lib/managed-rows";
import { pageOf } from "../../lib/pagination";
import { formBody, jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { createChallenge, deleteChallenge, gallery, getChallenge, listChallenges, review, reviewQueue, serveSubmissionFile, submit, updateChallenge } from "./challenges.service";

/** An entry's file is at most 10 MB (SUBMISSION_FILE_LIMITS), plus its form fields. */
const entryBodyLimit = bodyLimit({
  maxSize: 11 * 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The entry is too large: pictures up to 5 MB, files up to 10 MB.");
  },
});

/** /api/challenges/…: SDG challenges, entries and the gallery. */
export const challengeRoutes = new Hono<AppEnv>()
  .get("/", queryParams(challengeListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listChallenges(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(challengeCreateSchema), async (c) => c.json(await createChallenge(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", async (c) => c.json(await getChallenge(serviceContext(c), c.req.param("slug"))))
  .patch("/:id", requireManager, jsonBody(challengeUpdateSchema), async (c) => c.json(await updateChallenge(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteChallenge(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:slug/gallery", queryParams(paginationQuery(24, 100)), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await gallery(serviceContext(c), c.req.param("slug"), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/:slug/submissions", requireSignedIn, entryBodyLimit, formBody(submissionSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    return c.json(await submit(serviceContext(c), c.req.param("slug"), data, files.file), 201);
  })
  .get("/:slug/submissions", requireSignedIn, queryParams(submissionListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await reviewQueue(serviceContext(c), c.req.param("slug"), q);
    return c.json(pageOf(c.req.url, q, total, results));
  });

/** /api/challenge-submissions/{id}: a teacher approves or sends back an entry; its picture or file. */
export const submissionRoutes = new Hono<AppEnv>()
  .patch("/:id", requireSignedIn, jsonBody(reviewSchema), async (c) => c.json(await review(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .get("/:id/file", async (c) => serveSubmissionFile(c, serviceContext(c), c.req.param("id")));
