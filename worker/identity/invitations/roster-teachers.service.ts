import { eq, gt, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { VALIDATION_MESSAGE } from "../../contracts/errors";
import type { InvitationInput, RosterTeacherInvitationRow, RosterTeacherInvitationsOut } from "../../contracts/people";
import { teacherConflicts, UNKNOWN_CLASS_MESSAGE } from "../../contracts/roster";
import { classes, invitations } from "../../db/schema";
import { prepareAuditEntry } from "../../platform";
import { chunk, IN_LIST_SIZE, inChunks } from "../../lib/d1-limits";
import { AppError } from "../../lib/errors";
import { sayIn } from "../../lib/said";
import { DEFAULT_LOCALE } from "../../contracts/locales";
import type { SchoolContext } from "../school-admin/school-context";
import { checkInvitationRows } from "./invitation-rules";
import { createInvitations } from "./invitations.service";
import { cutText } from "../../contracts/text";
import { MAX_NAME_LENGTH } from "../../contracts/common";

const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr|prof)\.?$/i;

/**
 * A roster's "Class teacher" cell as an invitation's names: "Jane Smith" → Jane / Smith; a title
 * with one name stays together for the greeting ("Mr Patel"); no name → the email's local part.
 */
export function teacherNames(name: string, email: string): { first_name: string; last_name: string } {
  let parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length > 2 && HONORIFIC.test(parts[0])) parts = parts.slice(1);
  const [first, last] = parts.length === 0 ? [email.split("@")[0], ""] : parts.length === 1 || HONORIFIC.test(parts[0]) ? [parts.join(" "), ""] : [parts.slice(0, -1).join(" "), parts.at(-1)!];
  return { first_name: cutText(first, MAX_NAME_LENGTH), last_name: cutText(last, MAX_NAME_LENGTH) };
}

interface Teacher {
  email: string;
  name: string;
  classes: { id: string; name: string }[];
}

/**
 * After a roster import, the file's class teachers: the entries are checked first (a class with
 * two teacher emails, or a class the school does not have, refuses the whole request), then merged
 * by email. A teacher or school admin of this school is simply made those classes' teacher; anyone
 * else is invited as a teacher, the invitation carrying the classes (set on acceptance). An email
 * already invited and waiting gets the classes its invitation lacks added to it (no second email:
 * the same link, and the acceptance page lists every class); one that cannot be invited, or whose
 * invitation already has them all, is skipped with its reasons, so a re-run sends nothing twice.
 * The class links, the added classes and the invitations go in one batch.
 */
export async function inviteRosterTeachers(ctx: SchoolContext, rows: RosterTeacherInvitationRow[]): Promise<RosterTeacherInvitationsOut> {
  const errors: Record<string, string[]> = {};
  const active = await ctx.db.select({ id: classes.id, name: classes.name, code: classes.code }).from(classes).where(ctx.scope.where(classes, eq(classes.archived, false))).all();
  const byKey = new Map<string, (typeof active)[number]>();
  for (const c of active) byKey.set(key(c.code), c).set(key(c.name), c);
  rows.forEach((r, i) => {
    if (!byKey.has(key(r.class))) (errors[`rows.${i}.class`] ??= []).push(UNKNOWN_CLASS_MESSAGE);
  });
  // Compared as the classes they name: a class's code and its name are the same class.
  for (const [i, message] of teacherConflicts(rows.map((r) => ({ class: byKey.get(key(r.class))?.name ?? r.class, teacher_email: r.email })))) errors[`rows.${i}.email`] = [message];
  if (Object.keys(errors).length) throw new AppError("VALIDATION_FAILED", VALIDATION_MESSAGE, errors);

  const merged = new Map<string, Teacher>();
  for (const r of rows) {
    const cls = byKey.get(key(r.class))!;
    const t = merged.get(r.email) ?? { email: r.email, name: "", classes: [] };
    if (!t.name && r.name) t.name = r.name;
    if (!t.classes.some((c) => c.id === cls.id)) t.classes.push({ id: cls.id, name: cls.name });
    merged.set(r.email, t);
  }
  const teachers = [...merged.values()];
  const candidates: InvitationInput[] = teachers.map((t) => ({ email: t.email, role: "teacher", ...teacherNames(t.name, t.email), children: [] }));
  const now = Date.now();
  const [checked, waiting] = await Promise.all([
    checkInvitationRows(ctx.db, ctx.scope, candidates, (i) => `${i}.`, now),
    // Up to 500 teachers: the IN list cut to D1's 100 bound parameters.
    inChunks(
      teachers.map((t) => t.email),
      (part) =>
        ctx.db
          .select({ id: invitations.id, email: invitations.email, classIds: invitations.classIds })
          .from(invitations)
          .where(ctx.scope.where(invitations, inArray(invitations.email, part), eq(invitations.role, "teacher"), eq(invitations.state, "pending"), gt(invitations.expiresAt, now)))
          .all(),
    ),
  ]);
  const waitingOf = new Map(waiting.map((w) => [w.email, w]));

  const out: RosterTeacherInvitationsOut = { invited: [], linked: [], extended: [], skipped: [] };
  const extendWrites: BatchItem<"sqlite">[] = [];
  const links: { accountId: string; teacher: Teacher }[] = [];
  const ready: { row: InvitationInput; teacher: Teacher }[] = [];
  candidates.forEach((row, i) => {
    const teacher = teachers[i];
    const account = checked.accountOf.get(row.email);
    if (account && account.tenantId === ctx.scope.tenantId && !account.archived && !account.isStaff && (account.role === "teacher" || account.role === "school_admin")) {
      links.push({ accountId: account.id, teacher });
      return;
    }
    const invitation = waitingOf.get(row.email);
    const has = new Set(invitation ? (JSON.parse(invitation.classIds) as string[]) : []);
    const added = teacher.classes.filter((c) => !has.has(c.id));
    if (invitation && added.length) {
      extendWrites.push(
        ctx.db
          .update(invitations)
          .set({ classIds: JSON.stringify([...has, ...added.map((c) => c.id)]) })
          .where(ctx.scope.where(invitations, eq(invitations.id, invitation.id), eq(invitations.state, "pending"))),
        prepareAuditEntry(ctx, { action: "invitation.classes_added", tenantId: ctx.scope.tenantId, target: { type: "invitation", id: invitation.id, label: row.email }, detail: { classes: added.map((c) => c.name) } }),
      );
      out.extended.push({ email: row.email, classes: added.map((c) => c.name) });
      return;
    }
    const reasons = Object.entries(checked.errors)
      .filter(([k]) => k.startsWith(`${i}.`))
      .flatMap(([, messages]) => messages.map((m) => sayIn(DEFAULT_LOCALE, m)));
    if (reasons.length) out.skipped.push({ email: row.email, classes: teacher.classes.map((c) => c.name), reasons });
    else ready.push({ row, teacher });
  });

  // One teacher may be given hundreds of classes: one update per slice of D1's 100 bound parameters.
  const linkWrites = links.flatMap((l) =>
    chunk(
      l.teacher.classes.map((c) => c.id),
      IN_LIST_SIZE,
    ).map((ids) => ctx.db.update(classes).set({ teacherId: l.accountId, updatedAt: now }).where(ctx.scope.where(classes, inArray(classes.id, ids), eq(classes.archived, false)))),
  );
  const alsoWrite = [...linkWrites, ...extendWrites];
  if (ready.length) {
    out.invited = await createInvitations(ctx, ready.map((r) => r.row), true, { classes: ready.map((r) => r.teacher.classes), alsoWrite });
  } else if (alsoWrite.length) {
    await ctx.db.batch(alsoWrite as [(typeof alsoWrite)[number], ...typeof alsoWrite]);
  }
  out.linked = links.map((l) => ({ email: l.teacher.email, name: l.teacher.name, classes: l.teacher.classes.map((c) => c.name) }));
  return out;
}
