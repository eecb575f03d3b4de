import { Hono } from "hono";
import type { AppEnv } from "../env";
import { combinedSearchQuery } from "../contracts/combined-search";
import { queryParams } from "../lib/validate";
import { libraryContext } from "../library";
import { combinedSearch } from "./combined-search.service";

/** /api/combined/?search=: the header's search box, grouped by kind. */
export const combinedSearchRoutes = new Hono<AppEnv>().get("/", queryParams(combinedSearchQuery), async (c) => {
  c.header("Cache-Control", "private, no-cache");
  return c.json(await combinedSearch(await libraryContext(c), c.req.valid("query").search));
});
