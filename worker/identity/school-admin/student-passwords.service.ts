import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { prepareAuditEntry } from "../../platform";
import { loadCommonPasswords } from "../../lib/common-passwords";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { readablePassword } from "../../lib/readable-password";
import { assertNotCommon } from "../accounts/accounts.service";
import { revokeAllForUser } from "../auth/tokens.service";
import type { SchoolContext } from "./school-context";

export const STUDENT_NOT_FOUND = "Student not found";

/**
 * Sets a student's password (the given one, or a readable generated one that is returned to be
 * shown once) and ends the student's sessions. Only students of this school.
 */
export async function resetStudentPassword(ctx: SchoolContext, studentId: string, given: string | undefined): Promise<{ generated: string | null }> {
  const student = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(ctx.scope.where(users, eq(users.id, studentId), eq(users.role, "student")))
    .get();
  if (!student) throw new AppError("NOT_FOUND", STUDENT_NOT_FOUND);
  if (given) await assertNotCommon(ctx, given);
  const password = given ?? readablePassword(await loadCommonPasswords(ctx.env.FILES));
  const passwordHash = await hashPassword(password);
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash, updatedAt: Date.now() }).where(ctx.scope.where(users, eq(users.id, student.id))),
    revokeAllForUser(ctx.db, student.id),
    prepareAuditEntry(ctx, { action: "user.password_reset", tenantId: ctx.scope.tenantId, target: { type: "user", id: student.id, label: `${student.firstName} ${student.lastName}` }, detail: { generated: !given } }),
  ]);
  return { generated: given ? null : password };
}
