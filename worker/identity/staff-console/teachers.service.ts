import { eq, inArray } from "drizzle-orm";
import type { TeacherStateOut } from "../../contracts/staff-people";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { staffView } from "../../lib/tenancy";
import { prepareAuditEntry } from "../../platform";
import { revokeAllForUser } from "../auth/tokens.service";

export const TEACHER_NOT_FOUND = "Teacher not found.";


async function findTeacher(ctx: ServiceContext, id: string, roles: ("teacher" | "school_admin")[] = ["teacher"]) {
  const user = await ctx.db.select().from(users).where(staffView(ctx).where(users, eq(users.id, id), inArray(users.role, roles))).get();
  if (!user || user.tenantId === null) throw new AppError("NOT_FOUND", TEACHER_NOT_FOUND);
  return user;
}

const out = (u: { id: string; role: string | null; teacherVerifiedAt: number | null }): TeacherStateOut => ({
  id: u.id,
  role: u.role === "school_admin" ? "school_admin" : "teacher",
  verified_at: u.teacherVerifiedAt ? new Date(u.teacherVerifiedAt).toISOString() : null,
});

/** Staff mark a teacher (or a school admin who teaches) as verified, or take it back. */
export async function setTeacherVerified(ctx: ServiceContext, id: string, verified: boolean): Promise<TeacherStateOut> {
  const teacher = await findTeacher(ctx, id, ["teacher", "school_admin"]);
  if (!!teacher.teacherVerifiedAt === verified) return out(teacher);
  const [[updated]] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ teacherVerifiedAt: verified ? Date.now() : null, updatedAt: Date.now() })
      .where(eq(users.id, id))
      .returning(),
    prepareAuditEntry(ctx, { action: verified ? "teacher.verify" : "teacher.unverify", tenantId: teacher.tenantId, target: { type: "user", id, label: `${teacher.firstName} ${teacher.lastName}` } }),
  ]);
  return out(updated);
}

/** Staff make a teacher a school admin of their school; their sessions end (tokens carry the role). */
export async function promoteTeacher(ctx: ServiceContext, id: string): Promise<TeacherStateOut> {
  const teacher = await findTeacher(ctx, id);
  const [[updated]] = await ctx.db.batch([
    ctx.db.update(users).set({ role: "school_admin", updatedAt: Date.now() }).where(eq(users.id, id)).returning(),
    revokeAllForUser(ctx.db, id),
    prepareAuditEntry(ctx, {
      action: "teacher.promote",
      tenantId: teacher.tenantId,
      target: { type: "user", id, label: `${teacher.firstName} ${teacher.lastName}` },
      detail: { role: { from: "teacher", to: "school_admin" } },
    }),
  ]);
  return out(updated);
}
