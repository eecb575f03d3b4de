import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { chapterUpdateSchema, lessonInputSchema, lessonUpdateSchema, reorderSchema } from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { requireManager } from "../../lib/managed-rows";
import { jsonBody } from "../../lib/validate";
import { addLesson, deleteChapter, deleteLesson, lessonEditView, reorderLessons, updateChapter, updateLesson } from "./authoring.service";

/** /api/course-chapters/{id}: rename, delete, add a lesson, reorder its lessons (staff and school admins). */
export const chapterRoutes = new Hono<AppEnv>()
  .use("*", requireManager)
  .patch("/:id", jsonBody(chapterUpdateSchema), async (c) => c.json(await updateChapter(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", async (c) => {
    await deleteChapter(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/lessons", jsonBody(lessonInputSchema), async (c) => c.json(await addLesson(serviceContext(c), c.req.param("id"), c.req.valid("json")), 201))
  .put("/:id/lessons/order", jsonBody(reorderSchema), async (c) => c.json(await reorderLessons(serviceContext(c), c.req.param("id"), c.req.valid("json").ids)));

/** /api/course-lessons/{id}: a lesson with its stored blocks for the editor; edit, move, delete. */
export const lessonRoutes = new Hono<AppEnv>()
  .use("*", requireManager)
  .get("/:id", async (c) => c.json(await lessonEditView(serviceContext(c), c.req.param("id"))))
  .patch("/:id", jsonBody(lessonUpdateSchema), async (c) => c.json(await updateLesson(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", async (c) => {
    await deleteLesson(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });
