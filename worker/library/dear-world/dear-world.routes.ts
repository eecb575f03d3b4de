import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { curationQuery, letterCreateSchema, letterMoveSchema } from "../../contracts/dear-world";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { dearWorldContext } from "./dear-world-context";
import { classBook, curationList, excludeLetter, includeLetter, moveLetter, myLetters, writeLetter } from "./dear-world.service";

/** /api/dear-world/…: the class book of letters (a school's host only). */
export const dearWorldRoutes = new Hono<AppEnv>()
  .get("/book", async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json(await classBook(await dearWorldContext(c)));
  })
  .post("/letters", requireSignedIn, jsonBody(letterCreateSchema), async (c) => c.json(await writeLetter(await dearWorldContext(c), c.req.valid("json")), 201))
  .get("/letters/mine", requireSignedIn, async (c) => c.json(await myLetters(await dearWorldContext(c))))
  .get("/curation", requireSignedIn, queryParams(curationQuery), async (c) => c.json(await curationList(await dearWorldContext(c), c.req.valid("query"))))
  .post("/letters/:id/include", requireSignedIn, async (c) => c.json(await includeLetter(await dearWorldContext(c), c.req.param("id"))))
  .post("/letters/:id/exclude", requireSignedIn, async (c) => c.json(await excludeLetter(await dearWorldContext(c), c.req.param("id"))))
  .post("/letters/:id/move", requireSignedIn, jsonBody(letterMoveSchema), async (c) =>
    c.json(await moveLetter(await dearWorldContext(c), c.req.param("id"), c.req.valid("json"))),
  );
