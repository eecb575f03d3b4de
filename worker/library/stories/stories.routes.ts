import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { rejectSchema } from "../../contracts/book-moderation";
import { storyCreateSchema, storyListQuery, storyUpdateSchema } from "../../contracts/stories";
import { pageOf } from "../../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { libraryContext } from "../books/book-visibility";
import { assertReader, countRead } from "../reads.service";
import { createStory, deleteStory, findVisibleStory, getStory, listStories, removeStoryCover, reviewStory, setStoryCover, updateStory } from "./stories.service";

/** /api/stories/…: stories (blogs), under the library's visibility rule. */
export const storyRoutes = new Hono<AppEnv>()
  .get("/", queryParams(storyListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listStories(await libraryContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireSignedIn, jsonBody(storyCreateSchema), async (c) => c.json(await createStory(await libraryContext(c), c.req.valid("json")), 201))
  .get("/:id", async (c) => c.json(await getStory(await libraryContext(c), c.req.param("id"))))
  .patch("/:id", requireSignedIn, jsonBody(storyUpdateSchema), async (c) => c.json(await updateStory(await libraryContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireSignedIn, async (c) => {
    await deleteStory(await libraryContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/cover", requireSignedIn, uploadBodyLimit, formBody(z.object({})), async (c) =>
    c.json(await setStoryCover(await libraryContext(c), c.req.param("id"), c.req.valid("form").files.file)),
  )
  .delete("/:id/cover", requireSignedIn, async (c) => c.json(await removeStoryCover(await libraryContext(c), c.req.param("id"))))
  .post("/:id/read", async (c) => {
    const ctx = await libraryContext(c);
    assertReader(ctx);
    return c.json(await countRead(ctx, "story", await findVisibleStory(ctx, c.req.param("id"))));
  })
  .post("/:id/approve", requireSignedIn, async (c) => c.json(await reviewStory(await libraryContext(c), c.req.param("id"), { approve: true })))
  .post("/:id/reject", requireSignedIn, jsonBody(rejectSchema), async (c) =>
    c.json(await reviewStory(await libraryContext(c), c.req.param("id"), { approve: false, input: c.req.valid("json") })),
  );
