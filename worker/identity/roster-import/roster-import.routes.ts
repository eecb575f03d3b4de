import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { rosterImportSchema, usernameCheckSchema } from "../../contracts/roster";
import { rosterParentInvitationsSchema, rosterTeacherInvitationsSchema } from "../../contracts/people";
import { inviteRosterParents } from "../invitations/invitations.service";
import { inviteRosterTeachers } from "../invitations/roster-teachers.service";
import { jsonBody } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { schoolContext, schoolHostOnly } from "../school-admin/school-context";
import { checkUsernames, importRoster, importTargets } from "./roster-import.service";

/**
 * /api/roster-import/…: bulk enrolment from a roster file, on a school's host, for its school admins
 * and teachers (teachers into their own classes only).
 */
export const rosterImportRoutes = new Hono<AppEnv>()
  .use("*", schoolHostOnly, requireRole("school_admin", "teacher"))
  .get("/targets", async (c) => c.json(await importTargets(schoolContext(c))))
  .post("/usernames", jsonBody(usernameCheckSchema), async (c) => c.json(await checkUsernames(schoolContext(c), c.req.valid("json").usernames)))
  .post("/", jsonBody(rosterImportSchema), async (c) => {
    c.header("Cache-Control", "no-store"); // generated passwords, shown once
    return c.json(await importRoster(schoolContext(c), c.req.valid("json")), 201);
  })
  // Invitations are a school admin's to send (teachers import into their classes only).
  .post("/parent-invitations", requireRole("school_admin"), jsonBody(rosterParentInvitationsSchema), async (c) =>
    c.json(await inviteRosterParents(schoolContext(c), c.req.valid("json").rows), 201),
  )
  .post("/teacher-invitations", requireRole("school_admin"), jsonBody(rosterTeacherInvitationsSchema), async (c) =>
    c.json(await inviteRosterTeachers(schoolContext(c), c.req.valid("json").rows), 201),
  );
