import type { Context } from "hono";
import { and, count, desc, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { AppEnv } from "../../env";
import type { ParentChildCertificateOut } from "../../contracts/people";
import { FINAL_WORK_FILE, type CertificateListQuery, type CertificateOut, type ClaimInput, type VerifyOut } from "../../contracts/certificates";
import { certificates, courses, tenants, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { csvDocument } from "../../lib/csv";
import { rawBatch, readBatch, type DB } from "../../lib/db";
import { said } from "../../lib/said";
import { AppError, fieldError } from "../../lib/errors";
import { userSearch } from "../../lib/people";
import { randomToken } from "../../lib/ids";
import { serveR2Object } from "../../lib/r2-serve";
import { textSearch } from "../../lib/sql-filters";
import { deleteObjects } from "../../lib/storage";
import { staffView } from "../../lib/tenancy";
import { cleanFileName } from "../../lib/file-names";
import { dispatchEmails, prepareEmailWhen } from "../../platform";
import { sniffLearningType } from "../media/media.service";
import { presentCertificate, presentPublic } from "./certificate-presenter";
import { allowedNames, canAdminister, canReview, CERTIFICATE_NOT_FOUND, holderUrl, loadCertificate, printedName, requireVisible, courseUrl, type CertificateRow } from "./certificate-queries";
import { checkCredential, signCredential } from "./credential";
import { issuedEmail } from "./issue";

/** GET /api/certificates/: the caller's certificates, newest first. */
export async function myCertificates(ctx: ServiceContext): Promise<CertificateOut[]> {
  const ids = await ctx.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, ctx.user!.id)).orderBy(desc(certificates.createdAt)).all();
  const rows = await Promise.all(ids.map((r) => loadCertificate(ctx.db, r.id)));
  const names = rows.length ? await allowedNames(ctx.db, rows[0].learner) : [];
  return rows.map((r) => presentCertificate(ctx, r, names));
}

/**
 * A child's certificates as their parent's dashboard lists them (operations composes it after
 * checking the parent's link): newest first, revoked ones left out.
 */
export async function childCertificates(db: DB, childId: string): Promise<ParentChildCertificateOut[]> {
  const rows = await db
    .select({ id: certificates.id, title: certificates.courseTitle, status: certificates.status, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, childId), ne(certificates.status, "revoked")))
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .all();
  return rows.map((r) => ({ id: r.id, course_title: r.title, status: r.status as ParentChildCertificateOut["status"], issued_at: r.issuedAt === null ? null : new Date(r.issuedAt).toISOString() }));
}

export async function certificateDetails(ctx: ServiceContext, id: string): Promise<CertificateOut> {
  const row = await requireVisible(ctx, id);
  return presentCertificate(ctx, row, ctx.user!.id === row.cert.userId ? await allowedNames(ctx.db, row.learner) : []);
}

/** GET /api/certificates/{id}/: the public verification view of an issued (or revoked) certificate. */
export async function publicCertificate(ctx: ServiceContext, id: string) {
  const row = await loadCertificate(ctx.db, id);
  if (row.cert.status !== "issued" && row.cert.status !== "revoked") throw new AppError("NOT_FOUND", CERTIFICATE_NOT_FOUND);
  return presentPublic(ctx, row);
}

/** An issued certificate the caller may see (the PDF and the credential). */
export async function requireIssued(ctx: ServiceContext, id: string): Promise<CertificateRow> {
  const row = await requireVisible(ctx, id);
  if (row.cert.status === "revoked") throw new AppError("CONFLICT", "This certificate was revoked.");
  if (row.cert.status !== "issued") throw new AppError("CONFLICT", "This certificate is not issued yet.");
  return row;
}

export async function credentialFor(ctx: ServiceContext, id: string): Promise<string> {
  const row = await requireIssued(ctx, id);
  const { cert, course, school } = row;
  return signCredential(ctx.env, {
    id: cert.id,
    version: cert.version,
    displayName: printedName(row),
    courseTitle: cert.courseTitle,
    courseKind: course.kind,
    courseUrl: courseUrl(ctx, course),
    issuerName: cert.issuerName,
    issuedAt: cert.issuedAt!,
    verifyUrl: `${new URL(holderUrl(ctx, cert.id, school)).origin}/certificates/${cert.id}`,
  });
}

/** POST /api/certificates/verify: signature, issuer, then the certificate's state here (revoked, superseded). */
export async function verifyCredential(ctx: ServiceContext, jwt: string): Promise<VerifyOut> {
  const checked = await checkCredential(ctx.env, jwt);
  if (!checked.ok) return { valid: false, reason: checked.reason, message: checked.message, certificate: null };
  const row = await ctx.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, checked.value.certificateId)).get();
  if (!row) return { valid: false, reason: "unknown_certificate", message: "The signature is ours, but no such certificate exists any more.", certificate: null };
  const full = await loadCertificate(ctx.db, row.id);
  const view = presentPublic(ctx, full);
  if (full.cert.status === "revoked") return { valid: false, reason: "revoked", message: view.revocation_reason ? `This certificate was revoked on ${view.revoked_on}: ${view.revocation_reason}` : `This certificate was revoked on ${view.revoked_on}.`, certificate: view };
  if (full.cert.status !== "issued") return { valid: false, reason: "unknown_certificate", message: "This certificate is not issued.", certificate: null };
  // A credential signed with another name than the certificate prints now (a parent's choice, an
  // account renamed) is superseded even where no version was raised for it.
  if (full.cert.version !== checked.value.version || checked.value.displayName !== view.display_name) return { valid: false, reason: "superseded", message: "This credential was replaced by a newer one (the name on the certificate changed). Ask the holder for the current one.", certificate: view };
  return { valid: true, reason: null, message: `Valid: issued by ${full.cert.issuerName} on ${view.issued_on}.`, certificate: view };
}

async function readWorkFile(file: File) {
  if (file.size > FINAL_WORK_FILE.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", said("The file is too large: use {{limit}}.", { limit: said(FINAL_WORK_FILE.label) }), { file: [said("Use {{limit}}", { limit: said(FINAL_WORK_FILE.label) })] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffLearningType(bytes);
  if (!type || !(FINAL_WORK_FILE.types as readonly string[]).includes(type) || bytes.length === 0) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", said("This file cannot be used: use {{limit}}.", { limit: said(FINAL_WORK_FILE.label) }), { file: [said("Use {{limit}}", { limit: said(FINAL_WORK_FILE.label) })] });
  }
  return { bytes, type };
}

/**
 * POST /api/certificates/{id}/claim: the holder confirms the printed name and the country and
 * hands in the course's final work (a link, a file typed by its bytes, or either); the claim then
 * waits for the reviewer.
 */
export async function claimCertificate(ctx: ServiceContext, id: string, input: ClaimInput, file: File | undefined): Promise<CertificateOut> {
  const row = await requireVisible(ctx, id);
  const { cert, course, learner } = row;
  if (ctx.user!.id !== cert.userId) throw new AppError("FORBIDDEN", "Only the learner can claim their certificate.");
  if (cert.status === "pending_review") throw new AppError("CONFLICT", "Your claim is waiting for your teacher.");
  if (cert.status !== "awaiting_claim" && cert.status !== "returned") throw new AppError("CONFLICT", "This certificate is already issued.");
  const names = await allowedNames(ctx.db, learner);
  if (!names.includes(input.display_name)) {
    throw fieldError(
      "display_name",
      learner.role !== "student"
        ? said("Use your name as it is on your account: {{name}}", { name: names[0] })
        : names.length === 1
          ? said("A child's certificate shows \"{{name}}\"; a parent can choose the full name.", { name: names[0] })
          : said("A child's certificate shows \"{{name}}\" or \"{{other}}\"; a parent can choose the full name.", { name: names[0], other: names[1] }),
    );
  }
  const kind = course.finalWork;
  if (kind === "link" && !input.work_link) throw fieldError("work_link", "Paste the link to your final work");
  if (kind === "file" && !file) throw fieldError("file", "Add your final work");
  if (kind === "link_or_file" && !input.work_link && !file) throw fieldError("work_link", "Paste a link to your final work or add a file");
  const upload = file && kind !== "link" && kind !== "none" ? await readWorkFile(file) : null;
  const key = upload ? `${cert.tenantId ? `tenants/${cert.tenantId}` : "platform"}/certificates/${cert.id}/${randomToken(12)}` : null;
  if (upload && key) await ctx.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type } });
  const now = Date.now();
  const issueNow = kind === "none";
  const updated = await ctx.db
    .update(certificates)
    .set({
      status: issueNow ? "issued" : "pending_review",
      displayName: input.display_name,
      country: input.country,
      workLink: kind === "file" || kind === "none" ? null : (input.work_link ?? null),
      workKey: key,
      workType: upload?.type ?? null,
      workName: file && upload ? cleanFileName(file.name, "final-work") : null,
      workSize: upload?.bytes.length ?? null,
      issuedAt: issueNow ? now : null,
      updatedAt: now,
    })
    .where(and(eq(certificates.id, cert.id), inArray(certificates.status, ["awaiting_claim", "returned"])))
    .returning({ id: certificates.id });
  if (updated.length === 0) {
    if (key) await deleteObjects(ctx.env.FILES, [key]);
    throw new AppError("CONFLICT", "Your claim was just sent; refresh to see it.");
  }
  if (cert.workKey && cert.workKey !== key) ctx.waitUntil(deleteObjects(ctx.env.FILES, [cert.workKey]));
  return presentCertificate(ctx, await loadCertificate(ctx.db, cert.id), names);
}

/** GET /api/certificates/{id}/work: the final work file, for the holder and the reviewers. */
export async function serveWork(c: Context<AppEnv>, ctx: ServiceContext, id: string): Promise<Response> {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const row = await loadCertificate(ctx.db, id);
  const allowed = ctx.user.id === row.cert.userId || canReview(ctx, row.course) || canAdminister(ctx, row.cert);
  if (!allowed || !row.cert.workKey) throw new AppError("NOT_FOUND", "File not found");
  return serveR2Object(c, row.cert.workKey, { shared: false, contentType: row.cert.workType ?? undefined, disposition: "attachment" });
}

/** POST /api/certificates/{id}/review: approve (issue, email) or return with a note (email). */
export async function reviewClaim(ctx: ServiceContext, id: string, decision: "approve" | "return", note: string): Promise<CertificateOut> {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const row = await loadCertificate(ctx.db, id);
  if (!canReview(ctx, row.course)) {
    const view = staffView(ctx);
    if (!view.covers(row.cert.tenantId) && !view.covers(row.course.tenantId)) throw new AppError("NOT_FOUND", CERTIFICATE_NOT_FOUND);
    throw new AppError("FORBIDDEN", row.course.tenantId === null ? "Claims for platform courses are reviewed by platform staff." : "Only the course's school's teachers review claims.");
  }
  if (row.cert.status !== "pending_review") throw new AppError("CONFLICT", "This claim is not waiting for review.");
  if (decision === "return" && !note.trim()) throw fieldError("note", "Tell the learner what to change");
  const now = Date.now();
  const { cert, learner, school } = row;
  const guard = sql`EXISTS (SELECT 1 FROM ${certificates} WHERE id = ${cert.id} AND status = ${decision === "approve" ? "issued" : "returned"} AND updated_at = ${now})`;
  const update = sql`UPDATE ${certificates} SET status = ${decision === "approve" ? "issued" : "returned"}, issued_at = ${decision === "approve" ? now : null}, review_note = ${note.trim()},
    reviewed_by = ${ctx.user.id}, reviewed_at = ${now}, updated_at = ${now} WHERE id = ${cert.id} AND status = 'pending_review'`;
  const link = holderUrl(ctx, cert.id, school);
  const email = learner.email
    ? decision === "approve"
      ? issuedEmail(ctx, learner.email, cert.tenantId, { school: cert.issuerName, name: learner.firstName, course: cert.courseTitle, link }, guard)
      : prepareEmailWhen({ template: "certificate_returned", to: learner.email, tenantId: cert.tenantId, data: { school_name: cert.issuerName, name: learner.firstName, course: cert.courseTitle, note: note.trim(), link } }, guard)
    : null;
  const [result] = await rawBatch(ctx.env.DB, [update, ...(email ? [email.statement] : [])]);
  if (!result.meta.changes) throw new AppError("CONFLICT", "Someone else just decided this claim.");
  if (email) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return presentCertificate(ctx, await loadCertificate(ctx.db, cert.id));
}

async function administered(ctx: ServiceContext, id: string): Promise<CertificateRow> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!(user.isStaff || user.role === "school_admin")) throw new AppError("FORBIDDEN", "Only school admins and staff manage certificates.");
  const row = await loadCertificate(ctx.db, id);
  if (!canAdminister(ctx, row.cert)) throw new AppError("NOT_FOUND", CERTIFICATE_NOT_FOUND);
  return row;
}

/** POST /api/certificates/{id}/revoke: verification shows it revoked, with the reason, from then on. */
export async function revokeCertificate(ctx: ServiceContext, id: string, reason: string): Promise<CertificateOut> {
  const row = await administered(ctx, id);
  const now = Date.now();
  const done = await ctx.db
    .update(certificates)
    .set({ status: "revoked", revokedAt: now, revocationReason: reason, revokedBy: ctx.user!.id, updatedAt: now })
    .where(and(eq(certificates.id, row.cert.id), eq(certificates.status, "issued")))
    .returning({ id: certificates.id });
  if (done.length === 0) throw new AppError("CONFLICT", "Only an issued certificate can be revoked.");
  return presentCertificate(ctx, await loadCertificate(ctx.db, row.cert.id));
}

/**
 * POST /api/certificates/{id}/reissue: a corrected name (a child's is one their account allows:
 * first name and initial, the full name only where a parent chose it). The id stays, so printed
 * QR codes keep working; the version rises, so credentials signed with the old name verify as
 * superseded. A revoked certificate becomes valid again.
 */
export async function reissueCertificate(ctx: ServiceContext, id: string, displayName: string): Promise<CertificateOut> {
  const row = await administered(ctx, id);
  const { cert, learner, school } = row;
  if (cert.status !== "issued" && cert.status !== "revoked") throw new AppError("CONFLICT", "Only an issued or revoked certificate can be reissued.");
  // The public page, PDF and credential show a child as their parent allows, whoever reissues.
  if (learner.role === "student") {
    const names = await allowedNames(ctx.db, learner);
    if (!names.includes(displayName)) {
      throw fieldError(
        "display_name",
        names.length === 1
          ? said("A child's certificate shows \"{{name}}\" unless a parent chooses the full name. To correct a spelling, change the pupil's name on their account first.", { name: names[0] })
          : said("A child's certificate shows \"{{name}}\" or \"{{other}}\", as their parent chose. To correct a spelling, change the pupil's name on their account first.", { name: names[0], other: names[1] }),
      );
    }
  }
  const now = Date.now();
  const update = sql`UPDATE ${certificates} SET status = 'issued', display_name = ${displayName}, version = version + 1, issued_at = ${now}, revoked_at = NULL, revocation_reason = NULL,
    revoked_by = NULL, updated_at = ${now} WHERE id = ${cert.id} AND version = ${cert.version}`;
  const email = learner.email
    ? issuedEmail(ctx, learner.email, cert.tenantId, { school: cert.issuerName, name: learner.firstName, course: cert.courseTitle, link: holderUrl(ctx, cert.id, school) }, sql`EXISTS (SELECT 1 FROM ${certificates} WHERE id = ${cert.id} AND version = ${cert.version + 1})`)
    : null;
  const [result] = await rawBatch(ctx.env.DB, [update, ...(email ? [email.statement] : [])]);
  if (!result.meta.changes) throw new AppError("CONFLICT", "This certificate was just changed; refresh and try again.");
  if (email) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return presentCertificate(ctx, await loadCertificate(ctx.db, cert.id));
}

const dayStart = (d: string) => Date.parse(`${d}T00:00:00Z`);

/**
 * GET /api/certificates/manage: staff (every school on the platform host, `?tenant=` narrows),
 * a school's admins and teachers (their school's learners; teachers review claims here).
 */
export async function listCertificates(ctx: ServiceContext, q: CertificateListQuery) {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!(user.isStaff || user.role === "school_admin" || user.role === "teacher")) throw new AppError("FORBIDDEN", "Only teachers, school admins and staff list certificates.");
  const view = staffView(ctx, q.tenant);
  const issuedOrRevoked = or(eq(certificates.status, "issued"), eq(certificates.status, "revoked"));
  const where = view.where(
    certificates,
    q.status ? eq(certificates.status, q.status) : q.review ? eq(certificates.status, "pending_review") : issuedOrRevoked,
    q.course ? or(eq(courses.slug, q.course), eq(courses.id, q.course)) : undefined,
    q.search ? or(userSearch(q.search, users.username), textSearch(q.search, certificates.displayName, certificates.courseTitle)) : undefined,
    q.from ? gte(certificates.issuedAt, dayStart(q.from)) : undefined,
    q.to ? lt(certificates.issuedAt, dayStart(q.to) + 86_400_000) : undefined,
  );
  const base = () =>
    ctx.db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .innerJoin(users, eq(users.id, certificates.userId))
      .leftJoin(tenants, eq(tenants.id, certificates.tenantId))
      .where(where);
  const csv = q.format === "csv";
  const [ids, [{ total }]] = await readBatch(ctx.db, [
    base()
      .orderBy(desc(certificates.updatedAt), desc(certificates.id))
      .limit(csv ? 5000 : q.limit)
      .offset(csv ? 0 : q.offset),
    ctx.db
      .select({ total: count() })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where),
  ] as const);
  const rows = await Promise.all(ids.map((r) => loadCertificate(ctx.db, r.id)));
  return { total, results: rows.map((r) => presentCertificate(ctx, r)), rows };
}

/** The list as CSV (csvDocument: a BOM so spreadsheets read UTF-8 names; formula-looking cells escaped). */
export function certificatesCsv(results: CertificateOut[]): string {
  return csvDocument(
    ["id", "status", "display_name", "first_name", "last_name", "username", "course", "school", "issued_at", "revoked_at", "revocation_reason", "version", "verify_url"],
    results.map((c) => [c.id, c.status, c.display_name, c.learner?.first_name ?? "", c.learner?.last_name ?? "", c.learner?.username ?? "", c.course.title, c.school.name, c.issued_at, c.revoked_at, c.revocation_reason, c.version, c.verify_url]),
  );
}
