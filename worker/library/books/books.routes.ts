import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { rejectSchema } from "../../contracts/book-moderation";
import { bookCreateSchema, bookListQuery, bookUpdateSchema, bookUploadCompleteSchema, bookUploadRequestSchema } from "../../contracts/books";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { serveBookObject } from "./book-downloads";
import { approveBook, rejectBook } from "./book-moderation.service";
import { assertReader, countRead } from "../reads.service";
import { bookFacets, bookStats, findVisibleBook, getBook, listBooks } from "./book-queries.service";
import { completeUpload, receiveUpload, requestUpload } from "./book-uploads.service";
import { libraryContext } from "./book-visibility";
import { createBook, deleteBook, updateBook } from "./books.service";

/** /api/books/…: the library. Reads follow the visibility rule; writes need a signed-in manager. */
export const bookRoutes = new Hono<AppEnv>()
  .get("/", queryParams(bookListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listBooks(await libraryContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireSignedIn, jsonBody(bookCreateSchema), async (c) => c.json(await createBook(await libraryContext(c), c.req.valid("json")), 201))
  .get("/facets", async (c) => c.json(await bookFacets(await libraryContext(c))))
  .get("/:id", async (c) => c.json(await getBook(await libraryContext(c), c.req.param("id"))))
  .patch("/:id", requireSignedIn, jsonBody(bookUpdateSchema), async (c) => c.json(await updateBook(await libraryContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireSignedIn, async (c) => {
    await deleteBook(await libraryContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/upload", requireSignedIn, jsonBody(bookUploadRequestSchema), async (c) =>
    c.json(await requestUpload(await libraryContext(c), c.req.param("id"), c.req.valid("json"))),
  )
  .post("/:id/upload/complete", requireSignedIn, jsonBody(bookUploadCompleteSchema), async (c) =>
    c.json(await completeUpload(await libraryContext(c), c.req.param("id"), c.req.valid("json").kind)),
  )
  // The local stand-in for a presigned R2 URL: the single-use token in the path is the credential.
  .put("/:id/upload/:token", async (c) => c.json(await receiveUpload(await libraryContext(c), c.req.param("id"), c.req.param("token"), c.req.raw)))
  .post("/:id/approve", requireSignedIn, async (c) => c.json(await approveBook(await libraryContext(c), c.req.param("id"))))
  .post("/:id/reject", requireSignedIn, jsonBody(rejectSchema), async (c) => c.json(await rejectBook(await libraryContext(c), c.req.param("id"), c.req.valid("json"))))
  .post("/:id/read", async (c) => {
    const ctx = await libraryContext(c);
    assertReader(ctx);
    return c.json(await countRead(ctx, "book", await findVisibleBook(ctx, c.req.param("id"))));
  })
  .get("/:id/file", async (c) => serveBookObject(c, await findVisibleBook(await libraryContext(c), c.req.param("id")), "file"))
  .get("/:id/cover", async (c) => serveBookObject(c, await findVisibleBook(await libraryContext(c), c.req.param("id")), "cover"));

/** /api/book-stats: {book_stats: {all_book, featured_book}}, counting what the caller may see. */
export const bookStatsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "private, no-cache");
  return c.json(await bookStats(await libraryContext(c)));
});
