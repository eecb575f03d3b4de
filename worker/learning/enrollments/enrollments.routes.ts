import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { enrollSchema, enrollmentListQuery, progressSchema } from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { requireSignedIn } from "../../middleware/require-role";
import { jsonBody, queryParams } from "../../lib/validate";
import { saveProgress } from "../lessons/lessons.service";
import { enroll, listEnrollments } from "./enrollments.service";

/** /api/course-enrollments/: the caller's enrolments; POST {course} enrols (201, or 200 with the existing one). */
export const enrollmentRoutes = new Hono<AppEnv>()
  .get("/", requireSignedIn, queryParams(enrollmentListQuery), async (c) => c.json({ results: await listEnrollments(serviceContext(c), c.req.valid("query").course) }))
  .post("/", requireSignedIn, jsonBody(enrollSchema), async (c) => {
    const { created, enrollment } = await enroll(serviceContext(c), c.req.valid("json").course);
    return c.json(enrollment, created ? 201 : 200);
  });

/** /api/lesson-progress/: PUT {lesson, completed?, video_position?}. */
export const lessonProgressRoutes = new Hono<AppEnv>().put("/", requireSignedIn, jsonBody(progressSchema), async (c) => c.json(await saveProgress(serviceContext(c), c.req.valid("json"))));
