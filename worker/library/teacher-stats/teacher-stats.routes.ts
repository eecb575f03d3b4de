import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { serviceContext } from "../../lib/context";
import { requireRole } from "../../middleware/require-role";
import { requireSchool } from "../../middleware/tenant";
import { teacherBookStats, teacherStoryStats } from "./teacher-stats.service";

/** /api/teacher/…: library stats of a teacher's classes (school admins and staff: every class). */
export const teacherStatsRoutes = new Hono<AppEnv>()
  .use("*", requireRole("teacher", "school_admin"))
  .get("/book-stats", async (c) => c.json(await teacherBookStats(serviceContext(c), requireSchool(c))))
  .get("/blog-stats", async (c) => c.json(await teacherStoryStats(serviceContext(c), requireSchool(c))));
