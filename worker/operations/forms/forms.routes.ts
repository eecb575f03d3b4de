import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { contactSchema, problemReportSchema, tourRequestSchema } from "../../contracts/operations";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { formBody, jsonBody } from "../../lib/validate";
import { submitContact, submitProblem, submitTour } from "./forms.service";

/** A report is its fields plus a screenshot of at most 5 MB. */
const reportBodyLimit = bodyLimit({
  maxSize: 6 * 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The report is too large: a screenshot may be up to 5 MB.");
  },
});

/** POST /api/contact/: the contact form (anyone; throttled per address). */
export const contactRoutes = new Hono<AppEnv>().post("/", jsonBody(contactSchema), async (c) => c.json(await submitContact(serviceContext(c), c.req.valid("json")), 201));

/** POST /api/problem-reports/: multipart, with an optional `screenshot` file. */
export const problemReportRoutes = new Hono<AppEnv>().post("/", reportBodyLimit, formBody(problemReportSchema), async (c) => {
  const { data, files } = c.req.valid("form");
  return c.json(await submitProblem(serviceContext(c), data, files.screenshot), 201);
});

/** POST /api/tour-requests/: a school asks for a guided tour. */
export const tourRequestRoutes = new Hono<AppEnv>().post("/", jsonBody(tourRequestSchema), async (c) => c.json(await submitTour(serviceContext(c), c.req.valid("json")), 201));
