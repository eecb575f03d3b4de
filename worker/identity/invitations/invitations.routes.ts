import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { bulkInvitationSchema, invitationInputSchema, invitationListQuery } from "../../contracts/people";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { schoolContext } from "../school-admin/school-context";
import { createInvitations, listInvitations, resendInvitation, revokeInvitation } from "./invitations.service";
import { createBulkInvitations } from "./bulk-invitations.service";

/** /api/school-admin/invitations/…: mounted inside the school-admin sub-app (school host, school admins and staff). */
export const invitationRoutes = new Hono<AppEnv>()
  .get("/", queryParams(invitationListQuery), async (c) => {
    const q = c.req.valid("query");
    const { rows, total } = await listInvitations(schoolContext(c), q);
    return c.json(pageOf(c.req.url, q, total, rows));
  })
  .post("/", jsonBody(invitationInputSchema), async (c) => {
    const [out] = await createInvitations(schoolContext(c), [c.req.valid("json")], false);
    return c.json(out, 201);
  })
  .post("/bulk", jsonBody(bulkInvitationSchema), async (c) => {
    const results = await createBulkInvitations(schoolContext(c), c.req.valid("json").rows);
    return c.json({ count: results.length, results }, 201);
  })
  .post("/:id/resend", async (c) => c.json(await resendInvitation(schoolContext(c), c.req.param("id"))))
  .post("/:id/revoke", async (c) => c.json(await revokeInvitation(schoolContext(c), c.req.param("id"))));
