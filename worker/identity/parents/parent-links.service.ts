import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ParentChildOut, StaffParentLinkOut, staffParentLinkQuery } from "../../contracts/people";
import { classes, classStudents, homeLearningCodes, parentLinks, tenants, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { readBatch, type DB } from "../../lib/db";
import { AppError, fieldError } from "../../lib/errors";
import { newClassCode, newId } from "../../lib/ids";
import { countEvent, currentCount, rateLimited, type LimitRule } from "../../lib/rate-limit";
import { textSearch } from "../../lib/sql-filters";
import { staffView } from "../../lib/tenancy";
import { recordAuditEntry } from "../../platform";
import { alias } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import { HOME_LEARNING_CODE_LENGTH } from "../../contracts/people";
import { certificateNamesFollow, childNameColumns } from "./certificate-names";

export const LINK_NOT_FOUND = "Link not found.";
export const CODE_INVALID_MESSAGE = "That code is not valid. Check the card, or ask your child's teacher for a new one.";
/** Wrong codes per parent account: a code is 8 characters of 31, so guessing is hopeless within this. */
export const CODE_GUESS_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } satisfies LimitRule;

export const newHomeLearningCode = () => newClassCode(HOME_LEARNING_CODE_LENGTH);
const iso = (ms: number) => new Date(ms).toISOString();

/** The parent's own links with each child's school and classes: the only children a parent ever sees. */
export async function parentChildren(db: DB, parentId: string): Promise<(ParentChildOut & { tenant_id: string })[]> {
  const rows = await db
    .select({ link: parentLinks, first: users.firstName, last: users.lastName, school: tenants.schoolName })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .innerJoin(tenants, eq(tenants.id, parentLinks.tenantId))
    .where(and(eq(parentLinks.parentId, parentId), eq(users.archived, false)))
    .orderBy(asc(parentLinks.createdAt), asc(parentLinks.id))
    .all();
  const ids = rows.map((r) => r.link.studentId);
  const classRows = ids.length
    ? await db.select({ studentId: classStudents.studentId, name: classes.name }).from(classStudents).innerJoin(classes, eq(classes.id, classStudents.classId)).where(and(inArray(classStudents.studentId, ids), eq(classes.archived, false))).all()
    : [];
  return rows.map((r) => ({
    link_id: r.link.id,
    tenant_id: r.link.tenantId,
    student_id: r.link.studentId,
    first_name: r.first,
    last_name: r.last,
    school_name: r.school,
    classes: classRows.filter((c) => c.studentId === r.link.studentId).map((c) => c.name),
    show_full_name_on_certificates: r.link.showFullNameOnCertificates,
    linked_at: iso(r.link.createdAt),
  }));
}

function requireParent(ctx: ServiceContext) {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (user.role !== "parent") throw new AppError("FORBIDDEN", "Only a parent account can link a child.");
  return user;
}

/**
 * A parent enters a child's home-learning code (from any school). The code is single-use: the link
 * and a fresh code for the child go in one batch, so the printed card stops working once used.
 */
export async function linkChildByCode(ctx: ServiceContext, code: string): Promise<ParentChildOut> {
  const parent = requireParent(ctx);
  const key = `hlc:user:${parent.id}`;
  const tries = await currentCount(ctx.db, key);
  if (tries.count >= CODE_GUESS_LIMIT.limit) throw rateLimited(tries.resetAt);
  const row = await ctx.db
    .select({ code: homeLearningCodes, archived: users.archived, child: childNameColumns })
    .from(homeLearningCodes)
    .innerJoin(users, eq(users.id, homeLearningCodes.studentId))
    .where(eq(homeLearningCodes.code, code))
    .get();
  if (!row || row.archived) {
    await countEvent(ctx.db, key, CODE_GUESS_LIMIT);
    throw fieldError("code", CODE_INVALID_MESSAGE);
  }
  const existing = await ctx.db.select({ id: parentLinks.id }).from(parentLinks).where(and(eq(parentLinks.parentId, parent.id), eq(parentLinks.studentId, row.code.studentId))).get();
  if (existing) throw fieldError("code", "This child is already linked to your account.");
  const linkId = newId("plk");
  const [, , rotated] = await ctx.db.batch([
    // A new link has not chosen the full name: a child whose parents all had stops printing it.
    certificateNamesFollow(ctx.db, { kind: "add", studentId: row.code.studentId, linkId, child: row.child, show: false }),
    ctx.db.insert(parentLinks).values({ id: linkId, tenantId: row.code.tenantId, parentId: parent.id, studentId: row.code.studentId, source: "home_learning_code", createdAt: Date.now() }),
    ctx.db
      .update(homeLearningCodes)
      .set({ code: newHomeLearningCode(), createdAt: Date.now() })
      .where(and(eq(homeLearningCodes.studentId, row.code.studentId), eq(homeLearningCodes.code, code)))
      .returning({ code: homeLearningCodes.code }),
  ]);
  if (rotated.length === 0) throw fieldError("code", CODE_INVALID_MESSAGE);
  const child = (await parentChildren(ctx.db, parent.id)).find((c) => c.student_id === row.code.studentId)!;
  return stripTenant(child);
}

export const stripTenant = ({ tenant_id: _tenant, ...child }: ParentChildOut & { tenant_id: string }): ParentChildOut => child;

/** One of the parent's own links (its child, with the names its certificates print), or NOT_FOUND. */
async function ownLink(ctx: ServiceContext, parentId: string, linkId: string) {
  const link = await ctx.db
    .select({ studentId: parentLinks.studentId, child: childNameColumns })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parentId)))
    .get();
  if (!link) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  return link;
}

/**
 * A parent gives or withdraws the full name on their child's certificates; where that changes the
 * printed name, credentials signed before verify as superseded (learning's statement, same batch).
 */
export async function updateParentLink(ctx: ServiceContext, linkId: string, show: boolean): Promise<ParentChildOut> {
  const parent = requireParent(ctx);
  const { studentId, child } = await ownLink(ctx, parent.id, linkId);
  const [, updated] = await ctx.db.batch([
    certificateNamesFollow(ctx.db, { kind: "update", studentId, linkId, child, show }),
    ctx.db
      .update(parentLinks)
      .set({ showFullNameOnCertificates: show })
      .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parent.id)))
      .returning({ id: parentLinks.id }),
  ]);
  if (updated.length === 0) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  return stripTenant((await parentChildren(ctx.db, parent.id)).find((c) => c.link_id === linkId)!);
}

/** A parent removes one of their own links (the child leaves their dashboard; the school can link them again). */
export async function removeOwnParentLink(ctx: ServiceContext, linkId: string): Promise<void> {
  const parent = requireParent(ctx);
  const { studentId, child } = await ownLink(ctx, parent.id, linkId);
  const [, deleted] = await ctx.db.batch([
    certificateNamesFollow(ctx.db, { kind: "remove", studentId, linkId, child, show: null }),
    ctx.db
      .delete(parentLinks)
      .where(and(eq(parentLinks.id, linkId), eq(parentLinks.parentId, parent.id)))
      .returning({ id: parentLinks.id }),
  ]);
  if (deleted.length === 0) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
}

const parentUser = alias(users, "parent_user");
const parentTenant = alias(tenants, "parent_tenant");

/** Staff: parents and their children across schools (platform host), or one school's (a school's host). */
export async function listParentLinks(ctx: ServiceContext, q: z.infer<typeof staffParentLinkQuery>) {
  const view = staffView(ctx, q.tenant);
  const where = view.where(
    parentLinks,
    textSearch(q.search, parentUser.email, sql`${parentUser.firstName} || ' ' || ${parentUser.lastName}`, sql`${users.firstName} || ' ' || ${users.lastName}`),
  );
  const base = () =>
    ctx.db
      .select({ link: parentLinks, pFirst: parentUser.firstName, pLast: parentUser.lastName, pEmail: parentUser.email, pSchool: parentTenant.schoolName, cFirst: users.firstName, cLast: users.lastName, cSchool: tenants.schoolName })
      .from(parentLinks)
      .innerJoin(parentUser, eq(parentUser.id, parentLinks.parentId))
      .leftJoin(parentTenant, eq(parentTenant.id, parentUser.tenantId))
      .innerJoin(users, eq(users.id, parentLinks.studentId))
      .innerJoin(tenants, eq(tenants.id, parentLinks.tenantId));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    base().where(where).orderBy(desc(parentLinks.createdAt), desc(parentLinks.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(parentLinks).innerJoin(parentUser, eq(parentUser.id, parentLinks.parentId)).innerJoin(users, eq(users.id, parentLinks.studentId)).where(where),
  ] as const);
  const results: StaffParentLinkOut[] = rows.map((r) => ({
    id: r.link.id,
    parent: { id: r.link.parentId, name: `${r.pFirst} ${r.pLast}`, email: r.pEmail, school_name: r.pSchool },
    child: { id: r.link.studentId, name: `${r.cFirst} ${r.cLast}`, school_name: r.cSchool },
    source: r.link.source,
    created_at: iso(r.link.createdAt),
  }));
  return { results, total };
}

export async function deleteParentLink(ctx: ServiceContext, id: string): Promise<void> {
  const view = staffView(ctx);
  const found = await ctx.db
    .select({ studentId: parentLinks.studentId, child: childNameColumns })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(view.where(parentLinks, eq(parentLinks.id, id)))
    .get();
  if (!found) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  const [, deleted] = await ctx.db.batch([
    certificateNamesFollow(ctx.db, { kind: "remove", studentId: found.studentId, linkId: id, child: found.child, show: null }),
    ctx.db
      .delete(parentLinks)
      .where(view.where(parentLinks, eq(parentLinks.id, id)))
      .returning({ id: parentLinks.id, tenantId: parentLinks.tenantId, parentId: parentLinks.parentId, studentId: parentLinks.studentId }),
  ]);
  if (deleted.length === 0) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
  const [link] = deleted;
  await recordAuditEntry(ctx, { action: "parent_link.remove", tenantId: link.tenantId, target: { type: "user", id: link.studentId }, detail: { parent_id: link.parentId, link_id: link.id } });
}
