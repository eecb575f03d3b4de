import { eq } from "drizzle-orm";
import { CHOOSE_SCHOOL_MESSAGE, type InvitationOut, type StaffInvitationInput } from "../../contracts/people";
import { tenants } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isSchoolScope, tenantScope } from "../../lib/db";
import { fieldError } from "../../lib/errors";
import { siteOrigin } from "../../lib/origins";
import { staffView } from "../../lib/tenancy";
import type { SchoolContext } from "../school-admin/school-context";
import { createInvitations } from "./invitations.service";

/**
 * Staff invite an adult to a school instead of creating the account: the same invitation (one
 * school, one role, a parent's children) a school admin sends, its link on the school's own site.
 * Staff on a school's host reach only that school, as everywhere in the staff view.
 */
export async function inviteToSchool(ctx: ServiceContext, input: StaffInvitationInput): Promise<InvitationOut> {
  const tenant = await ctx.db.select().from(tenants).where(eq(tenants.id, input.tenant)).get();
  const scope = tenant ? tenantScope(tenant.id) : null;
  if (!tenant || !scope || !isSchoolScope(scope) || !staffView(ctx).covers(tenant.id)) throw fieldError("tenant", CHOOSE_SCHOOL_MESSAGE);
  const school: SchoolContext = { ...ctx, scope, tenant, origin: siteOrigin(ctx.env, tenant, { host: "", url: ctx.origin }) };
  const { tenant: _tenant, ...invitation } = input;
  const [out] = await createInvitations(school, [invitation], false);
  return out;
}
