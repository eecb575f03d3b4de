import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { documentLangQuery } from "../../contracts/documents";
import { loginCardsPrintSchema } from "../../contracts/school-admin";
import { AppError } from "../../lib/errors";
import { pdfResponse } from "../../lib/pdf-response";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { loginCardsPdf } from "./login-cards-document";
import { schoolContext, schoolHostOnly } from "./school-context";

/** 5,000 ids with their passwords need more than the API's 64 KB JSON limit (app.ts lets this path through). */
export const LOGIN_CARDS_PRINT_PATH = /^\/api\/classes\/[^/]+\/login-cards\.pdf\/?$/;
const printLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  },
});

/**
 * /api/classes/{id}/login-cards.pdf: the class's sign-in cards as a PDF, for the people who see
 * the class's cards today (its school's admins, on the school's host), in the reader's language.
 */
export const classLoginCardRoutes = new Hono<AppEnv>()
  .use("*", schoolHostOnly, requireRole("school_admin"))
  .get("/:id/login-cards.pdf", queryParams(documentLangQuery), async (c) => {
    const { pdf, filename } = await loginCardsPdf(schoolContext(c), c.req.param("id"), { lang: c.req.valid("query").lang, acceptLanguage: c.req.header("Accept-Language") });
    return pdfResponse(c, pdf, filename);
  })
  .post("/:id/login-cards.pdf", printLimit, queryParams(documentLangQuery), jsonBody(loginCardsPrintSchema), async (c) => {
    const reader = { lang: c.req.valid("query").lang, acceptLanguage: c.req.header("Accept-Language") };
    const { pdf, filename } = await loginCardsPdf(schoolContext(c), c.req.param("id"), reader, c.req.valid("json"));
    return pdfResponse(c, pdf, filename);
  });
