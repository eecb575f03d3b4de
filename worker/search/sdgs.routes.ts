import { Hono } from "hono";
import type { AppEnv } from "../env";
import { SDG_COLOURS, SDGS, type SdgSummaryOut } from "../contracts/sdgs";
import { serviceContext } from "../lib/context";
import { AppError } from "../lib/errors";
import { causeGoalCountSelects, listCharities, listProjects } from "../giving";
import { bookGoalCounts, libraryContext, listBooks } from "../library";
import { challengeGoalCountSelect, courseGoalCountSelect, hubGoalCountSelect, listChallenges, listCourses, listHubs } from "../learning";
import { readVersioned } from "../lib/content-version";
import { goalCountMap } from "../lib/sql-filters";

const PER_GROUP = 12;

/**
 * /api/sdgs: the 17 goals with what this host offers for each (published courses, lesson hubs,
 * challenges and books, public projects, active charities — the platform's and this school's), and one goal's items.
 */
export const sdgRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const ctx = await libraryContext(c);
    // Every group's counts and the host's content version in one D1 round trip; the books' count
    // (which reads the whole visible library) is memoised per version, so it rarely needs another.
    const [courseRows, hubRows, challengeRows, charityRows, projectRows] = await readVersioned(ctx, [
      courseGoalCountSelect(ctx),
      hubGoalCountSelect(ctx),
      challengeGoalCountSelect(ctx),
      ...causeGoalCountSelects(ctx.db, ctx.scope),
    ] as const);
    const books = await bookGoalCounts(ctx);
    const [courses, hubs, challenges] = [goalCountMap(courseRows), goalCountMap(hubRows), goalCountMap(challengeRows)];
    const causes = { charities: goalCountMap(charityRows), projects: goalCountMap(projectRows) };
    const results: SdgSummaryOut[] = SDGS.map((name, i) => ({
      goal: i + 1,
      name,
      colour: SDG_COLOURS[i],
      courses: courses.get(i + 1) ?? 0,
      hubs: hubs.get(i + 1) ?? 0,
      challenges: challenges.get(i + 1) ?? 0,
      books: books.get(i + 1) ?? 0,
      projects: causes.projects.get(i + 1) ?? 0,
      charities: causes.charities.get(i + 1) ?? 0,
    }));
    return c.json({ results }, 200, { "Cache-Control": "private, max-age=60" });
  })
  .get("/:goal", async (c) => {
    const goal = Number(c.req.param("goal"));
    if (!Number.isInteger(goal) || goal < 1 || goal > 17) throw new AppError("NOT_FOUND", "There are 17 goals, numbered 1 to 17.");
    const ctx = serviceContext(c);
    const page = { sdg: goal, limit: PER_GROUP, offset: 0 };
    const [courses, hubs, challenges, books, projects, charities] = await Promise.all([
      listCourses(ctx, page),
      listHubs(ctx, page),
      listChallenges(ctx, page),
      libraryContext(c).then((lib) => listBooks(lib, page)),
      listProjects(ctx, page),
      listCharities(ctx, page),
    ]);
    return c.json({
      goal,
      name: SDGS[goal - 1],
      colour: SDG_COLOURS[goal - 1],
      courses: { count: courses.total, results: courses.results },
      hubs: { count: hubs.total, results: hubs.results },
      challenges: { count: challenges.total, results: challenges.results },
      books: { count: books.total, results: books.results },
      projects: { count: projects.total, results: projects.results },
      charities: { count: charities.total, results: charities.results },
    });
  });
