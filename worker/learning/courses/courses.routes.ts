import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { chapterInputSchema, courseCreateSchema, courseListQuery, courseUpdateSchema, reorderSchema } from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { requireManager } from "../../lib/managed-rows";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { addChapter, courseForEditing, createCourse, deleteCourse, reorderChapters, updateCourse } from "../authoring/authoring.service";
import { openLesson } from "../lessons/lessons.service";
import { courseData, getCourse, listChapterLessons, listChapters, listCourses } from "./courses.service";

/**
 * /api/courses/…: the catalogue of courses and teacher-training courses (platform courses and this
 * school's), their chapters and lessons; staff and school admins author them.
 */
export const courseRoutes = new Hono<AppEnv>()
  .get("/", queryParams(courseListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listCourses(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(courseCreateSchema), async (c) => c.json(await createCourse(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", async (c) => c.json(await getCourse(serviceContext(c), c.req.param("slug"))))
  .patch("/:id", requireManager, jsonBody(courseUpdateSchema), async (c) => c.json(await updateCourse(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteCourse(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:id/edit", requireManager, async (c) => c.json(await courseForEditing(serviceContext(c), c.req.param("id"))))
  .get("/:slug/chapters", async (c) => c.json({ results: await listChapters(serviceContext(c), c.req.param("slug")) }))
  .post("/:id/chapters", requireManager, jsonBody(chapterInputSchema), async (c) => c.json(await addChapter(serviceContext(c), c.req.param("id"), c.req.valid("json")), 201))
  .put("/:id/chapters/order", requireManager, jsonBody(reorderSchema), async (c) => c.json(await reorderChapters(serviceContext(c), c.req.param("id"), c.req.valid("json").ids)))
  .get("/:slug/chapters/:chapter/lessons", async (c) => c.json({ results: await listChapterLessons(serviceContext(c), c.req.param("slug"), c.req.param("chapter")) }))
  .get("/:slug/chapters/:chapter/lessons/:lesson", async (c) =>
    c.json(await openLesson(serviceContext(c), c.req.param("slug"), c.req.param("chapter"), c.req.param("lesson"))),
  );

/** /api/data/courses/{slug}: the course page in one call (the seed's client calls /api/data/courses/this-is-course). */
export const courseDataRoutes = new Hono<AppEnv>().get("/:slug", async (c) => c.json({ data: await courseData(serviceContext(c), c.req.param("slug")) }));
