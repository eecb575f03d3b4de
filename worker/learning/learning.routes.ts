import { Hono } from "hono";
import type { AppEnv } from "../env";
import { assignmentSchema, classProgressQuery, learningStatsQuery, mediaUploadQuery } from "../contracts/learning";
import { serviceContext } from "../lib/context";
import { requireManager } from "../lib/managed-rows";
import { requireSignedIn } from "../middleware/require-role";
import { jsonBody, queryParams } from "../lib/validate";
import { assignCourse, classAssignments, classProgress, myCourses, unassignCourse } from "./classes/class-learning.service";
import { serveMedia, uploadMedia } from "./media/media.service";
import { learningStats } from "./stats/learning-stats.service";

/** /api/learning/…: course files, the learner's dashboard, teachers' class views and the learning dashboard. */
export const learningRoutes = new Hono<AppEnv>()
  .put("/media", requireManager, queryParams(mediaUploadQuery), async (c) => c.json(await uploadMedia(serviceContext(c), c.req.valid("query"), c.req.raw), 201))
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
