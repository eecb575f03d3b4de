import { Hono } from "hono";
import type { AppEnv } from "../env";
import { assignmentSchema, classProgressQuery, learningStatsQuery, mediaUploadQuery, mediaUploadStartSchema, uploadPartParams } from "../contracts/learning";
import { serviceContext } from "../lib/context";
import { requireManager } from "../lib/managed-rows";
import { requireSignedIn } from "../middleware/require-role";
import { jsonBody, pathParams, queryParams } from "../lib/validate";
import { assignCourse, classAssignments, classProgress, myCourses, unassignCourse } from "./classes/class-learning.service";
import { serveMedia, uploadMedia } from "./media/media.service";
import { abortUpload, completeUpload, getUpload, startUpload, uploadPart } from "./media/multipart.service";
import { learningStats } from "./stats/learning-stats.service";

/** /api/learning/…: course files, the learner's dashboard, teachers' class views and the learning dashboard. */
export const learningRoutes = new Hono<AppEnv>()
  .put("/media", requireManager, queryParams(mediaUploadQuery), async (c) => c.json(await uploadMedia(serviceContext(c), c.req.valid("query"), c.req.raw), 201))
  // Files over 95 MB, in parts (resumable): multipart.service.ts.
  .post("/media/uploads", requireManager, jsonBody(mediaUploadStartSchema), async (c) => c.json(await startUpload(serviceContext(c), c.req.valid("json")), 201))
  .get("/media/uploads/:id", requireManager, async (c) => c.json(await getUpload(serviceContext(c), c.req.param("id"))))
  .put("/media/uploads/:id/parts/:part", requireManager, pathParams(uploadPartParams), async (c) => {
    const { id, part } = c.req.valid("param");
    return c.json(await uploadPart(serviceContext(c), id, part, c.req.raw));
  })
  .post("/media/uploads/:id/complete", requireManager, async (c) => c.json(await completeUpload(serviceContext(c), c.req.param("id")), 201))
  .delete("/media/uploads/:id", requireManager, async (c) => {
    await abortUpload(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/media/:id", async (c) => serveMedia(c, serviceContext(c), c.req.param("id")))
  .get("/my-courses", requireSignedIn, async (c) => c.json({ results: await myCourses(serviceContext(c)) }))
  .get("/stats", requireManager, queryParams(learningStatsQuery), async (c) => c.json(await learningStats(serviceContext(c), c.req.valid("query").tenant)))
  .get("/classes/:classId/progress", queryParams(classProgressQuery), async (c) => c.json(await classProgress(serviceContext(c), c.req.param("classId"), c.req.valid("query").course)))
  .get("/classes/:classId/assignments", async (c) => c.json({ results: await classAssignments(serviceContext(c), c.req.param("classId")) }))
  .post("/classes/:classId/assignments", jsonBody(assignmentSchema), async (c) => c.json(await assignCourse(serviceContext(c), c.req.param("classId"), c.req.valid("json").course), 201))
  .delete("/classes/:classId/assignments/:course", async (c) => {
    await unassignCourse(serviceContext(c), c.req.param("classId"), c.req.param("course"));
    return c.body(null, 204);
  });
