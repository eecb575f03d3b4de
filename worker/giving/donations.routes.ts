import { Hono } from "hono";
import type { AppEnv } from "../env";
import { donationCreateSchema } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { jsonBody } from "../lib/validate";
import { createDonation } from "./donations.service";

/** /api/donations/: pledge a gift (anyone, also anonymously). Receipts: commerce (orders/receipts.routes.ts). */
export const donationRoutes = new Hono<AppEnv>().post("/", jsonBody(donationCreateSchema), async (c) =>
  c.json(await createDonation(serviceContext(c), c.req.valid("json")), 201),
);
