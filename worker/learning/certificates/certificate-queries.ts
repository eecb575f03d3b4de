import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { PageSize } from "../../contracts/certificates";
import { coursePagePath } from "../../contracts/learning";
import { certificates, courses, parentLinks, tenants, users, type Certificate, type Course, type Tenant } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { firstAndInitial } from "../../lib/people";
import { siteOrigin } from "../../lib/origins";
import { staffView } from "../../lib/tenancy";

export const CERTIFICATE_NOT_FOUND = "Certificate not found";

export interface Learner {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  role: string | null;
  tenantId: string | null;
}

export interface CertificateRow {
  cert: Certificate;
  course: Course;
  learner: Learner;
  school: Tenant | null;
  /** A parent's link chooses the learner's full name on certificates now (fullNameChosenSql). */
  fullNameChosen: boolean;
}

export const learnerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email, role: users.role, tenantId: users.tenantId };

/** A certificate with its course, learner and the learner's school; 404 when missing. */
export async function loadCertificate(db: DB, id: string): Promise<CertificateRow> {
  const row = await db
    .select({ cert: certificates, course: courses, learner: learnerColumns, school: tenants, fullNameChosen: fullNameChosenSql(users.id) })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(certificates.id, id))
    .get();
  if (!row) throw new AppError("NOT_FOUND", CERTIFICATE_NOT_FOUND);
  return row;
}

/**
 * Only parents may choose the full name for a child's certificate (the claim and a reissue both
 * keep to it), and all of them: a child linked to two parents shows it only when neither said no
 * (one parent's "yes" does not overrule the other's "no"). In SQL, for a select of many learners at
 * once (issue.ts, loadCertificate); fullNameChosen asks it of one.
 *
 * With `change`, the same rule as the links will be once that change is written: link `linkId`
 * with the choice `show` (added or set), or gone (null). printed-name-change.ts compares the two.
 */
export function fullNameChosenSql(studentId: SQLWrapper, change?: { linkId: string; show: boolean | null }) {
  const others = change ? sql` AND ${parentLinks.id} <> ${change.linkId}` : sql``;
  const anyLink = (choice: 0 | 1) => sql`EXISTS (SELECT 1 FROM ${parentLinks} WHERE ${parentLinks.studentId} = ${studentId}${others} AND ${parentLinks.showFullNameOnCertificates} = ${sql.raw(String(choice))})`;
  // Printed in full only when at least one parent is linked and every linked parent chose it.
  const rule =
    change?.show === false ? sql`0` : change?.show === true ? sql`(NOT ${anyLink(0)})` : sql`(${anyLink(1)} AND NOT ${anyLink(0)})`;
  return sql<boolean>`${rule}`.mapWith(Boolean);
}

/** fullNameChosenSql of one learner (an adult's own name is always theirs to print). */
export async function fullNameChosen(db: DB, learner: Learner): Promise<boolean> {
  if (learner.role !== "student") return true;
  const [row] = await db.all<{ chosen: number }>(sql`SELECT ${fullNameChosenSql(sql`${learner.id}`)} AS chosen`);
  return !!row?.chosen;
}

const fullName = (l: Learner) => `${l.firstName} ${l.lastName}`.trim();

/** The names a certificate may print, the default first: a child's first name and last initial unless the full name was chosen. */
export function namesOf(learner: Learner, fullNameIsChosen: boolean): string[] {
  if (learner.role !== "student") return [fullName(learner)];
  const short = firstAndInitial({ first: learner.firstName, last: learner.lastName });
  return fullNameIsChosen ? [fullName(learner), short] : [short];
}

/**
 * The name a certificate shows — its page, the public verification, the PDF and the credential:
 * the printed name, except that a child whose parents do not (or no longer) choose the full name
 * is always shown by first name and initial, from the account's names as they are now. Comparing
 * the stored name with the current full name was not enough: after the account was renamed, a
 * withdrawn full name no longer matched and was shown again.
 */
export function printedName(row: Pick<CertificateRow, "cert" | "learner" | "fullNameChosen">): string {
  const { cert, learner } = row;
  if (learner.role !== "student" || row.fullNameChosen) return cert.displayName;
  return namesOf(learner, false)[0];
}

export async function allowedNames(db: DB, learner: Learner): Promise<string[]> {
  return namesOf(learner, learner.role === "student" && (await fullNameChosen(db, learner)));
}

/** The holder, the adults of the holder's school (on its host), the holder's parents, and staff. */
export async function canSeeCertificate(ctx: ServiceContext, row: CertificateRow): Promise<boolean> {
  const user = ctx.user;
  if (!user) return false;
  if (user.id === row.cert.userId || user.isStaff) return true;
  if (row.cert.tenantId !== null && ctx.scope.tenantId === row.cert.tenantId && (user.role === "teacher" || user.role === "school_admin")) return true;
  const link = await ctx.db
    .select({ id: parentLinks.id })
    .from(parentLinks)
    .where(and(eq(parentLinks.parentId, user.id), eq(parentLinks.studentId, row.cert.userId)))
    .get();
  return !!link;
}

/** Who decides a claim: the teachers and admins of the course's school (on its host); platform courses: staff. */
export function canReview(ctx: ServiceContext, course: Course): boolean {
  const user = ctx.user;
  if (!user || !staffView(ctx).covers(course.tenantId)) return false;
  return user.isStaff || (!!ctx.scope.tenantId && (user.role === "teacher" || user.role === "school_admin"));
}

/** Staff, and the admins of the holder's school on its host, revoke and reissue. */
export function canAdminister(ctx: ServiceContext, cert: Certificate): boolean {
  const user = ctx.user;
  if (!user || !staffView(ctx).covers(cert.tenantId)) return false;
  return user.isStaff || (!!ctx.scope.tenantId && user.role === "school_admin");
}

export async function requireVisible(ctx: ServiceContext, id: string): Promise<CertificateRow> {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const row = await loadCertificate(ctx.db, id);
  if (!(await canSeeCertificate(ctx, row))) throw new AppError("NOT_FOUND", CERTIFICATE_NOT_FOUND);
  return row;
}

/** What a link needs of the request: its school and origin (the cron passes the platform's). */
type LinkContext = Pick<ServiceContext, "tenant" | "origin" | "env">;

/** The verification page's address: this host when it is the holder's school's, else the school's canonical host. */
export function verifyUrl(ctx: LinkContext, certId: string, school: Tenant | null): string {
  return `${schoolOrigin(ctx, school)}/certificates/${certId}`;
}

/** The holder's page (/certificate/{id}, inside the app). */
export const holderUrl = (ctx: LinkContext, certId: string, school: Tenant | null) => `${schoolOrigin(ctx, school)}/certificate/${certId}`;

const schoolOrigin = (ctx: LinkContext, school: Tenant | null) => ((ctx.tenant?.id ?? null) === (school?.id ?? null) ? ctx.origin : siteOrigin(ctx.env, school));

export const courseUrl = (ctx: ServiceContext, course: Course) => `${ctx.origin}${coursePagePath(course.slug, course.kind)}`;

/** A4 everywhere but the United States and Canada (US Letter). */
export const defaultPageSize = (school: Tenant | null, country: string | null): PageSize => (["US", "CA"].includes((country ?? school?.country ?? "").toUpperCase()) ? "letter" : "a4");
