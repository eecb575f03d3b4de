import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { bookCategoryCreateSchema, bookCategoryListQuery, bookCategoryUpdateSchema } from "../../contracts/books";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { formBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { createCategory, deleteCategory, listCategories, updateCategory } from "./book-categories.service";

/** /api/book-categories/…: anyone lists; school admins (their school) and staff manage. Multipart with optional `image`. */
export const bookCategoryRoutes = new Hono<AppEnv>()
  .get("/", queryParams(bookCategoryListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listCategories(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireSignedIn, uploadBodyLimit, formBody(bookCategoryCreateSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    return c.json(await createCategory(serviceContext(c), data, files.image), 201);
  })
  .patch("/:id", requireSignedIn, uploadBodyLimit, formBody(bookCategoryUpdateSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    return c.json(await updateCategory(serviceContext(c), c.req.param("id"), data, files.image));
  })
  .delete("/:id", requireSignedIn, async (c) => {
    await deleteCategory(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });
