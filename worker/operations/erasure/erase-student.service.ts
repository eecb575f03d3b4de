import { NAME_MISMATCH_MESSAGE, sameName } from "../../contracts/roster";
import { commerceErasure } from "../../commerce";
import { givingErasure } from "../../giving";
import { eraseUserStatements, findArchivedStudent, type SchoolContext } from "../../identity";
import { learningErasure } from "../../learning";
import { libraryErasure } from "../../library";
import { fieldError } from "../../lib/errors";
import { deleteObjects, keysUnder } from "../../lib/storage";
import { auditErasure, prepareAuditEntry } from "../../platform";
import { operationsErasure } from "./operations-erasure";

/**
 * Permanently erases an archived student of this school, after the admin typed the student's full
 * name: every domain's statements (its own rows about the student) run as ONE D1 batch with the
 * user row last, so either nothing or everything is gone; then their files leave R2.
 */
export async function eraseArchivedStudent(ctx: SchoolContext, studentId: string, confirmName: string): Promise<void> {
  const student = await findArchivedStudent(ctx.db, ctx.scope, studentId);
  if (!sameName(confirmName, { first_name: student.firstName, last_name: student.lastName })) throw fieldError("confirm_name", NAME_MISMATCH_MESSAGE);
  const plans = await Promise.all([
    operationsErasure(ctx.db, student.id),
    commerceErasure(ctx.db, student.id),
    learningErasure(ctx.db, student.id),
    givingErasure(ctx.db, student.id),
    libraryErasure(ctx.db, student.id),
    auditErasure(ctx.db, student.id),
  ]);
  const identity = eraseUserStatements(ctx.db, student);
  // The log keeps that an erasure happened, by whom, but not who the child was.
  const audit = prepareAuditEntry(ctx, { action: "user.erase", tenantId: ctx.scope.tenantId, target: { type: "user", id: "erased" } });
  const [first, ...rest] = [...plans.flatMap((p) => p.statements), ...identity.first, ...identity.last, audit];
  await ctx.db.batch([first, ...rest]);

  const listed = await Promise.all(plans.flatMap((p) => p.objectPrefixes ?? []).map((prefix) => keysUnder(ctx.env.FILES, prefix)));
  await deleteObjects(ctx.env.FILES, [...plans.flatMap((p) => p.objectKeys), ...identity.objectKeys, ...listed.flat()]);
}
