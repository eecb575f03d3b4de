import type { Context } from "hono";
import { and, asc, count, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { SUBMISSION_FILE_LIMITS, type ChallengeCreateInput, type ChallengeOut, type ChallengeUpdateInput, type SubmissionOut, type SubmissionStatus } from "../../contracts/learning";
import { challengeSubmissions, challenges, users, type Challenge, type ChallengeSubmission } from "../../db/schema";
import type { AppEnv } from "../../env";
import type { ServiceContext } from "../../lib/context";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId, randomToken } from "../../lib/ids";
import { creationScope, findManagedRow, isManager, managedWhere, platformWideUpdate, publishedOrManaged } from "../../lib/managed-rows";
import { personColumns, presentPerson, type PersonRef } from "../../lib/people";
import { serveR2Object } from "../../lib/r2-serve";
import { insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { parseStringList } from "../../lib/int-list";
import { deleteObjects, sniffImageType } from "../../lib/storage";
import { totalsWhere } from "../../lib/tenancy";
import { outerColumn } from "../../lib/sql-filters";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../middleware/auth";
import { sniffLearningType } from "../media/media.service";
import { readBatch } from "../../lib/db";
import { cleanFileName } from "../../lib/file-names";

const LABELS = { notFound: "Challenge not found", what: said("challenges") };
const iso = (ms: number) => new Date(ms).toISOString();
/** A deadline date means the end of that day (UTC). */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

const readable = (ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL =>
  publishedOrManaged(ctx, challenges, eq(challenges.status, "published"), all, ...conditions);


/**
 * A challenge with its participation and gallery counts beside it, in the challenge's own query
 * (correlated counts over challenge_submissions_gallery_idx): on a school's host, that school's
 * learners; on the platform host, every school's.
 */
function challengeCard(ctx: ServiceContext) {
  const ofChallenge = (status: SQL) => totalsWhere(ctx.scope, challengeSubmissions, sql`${challengeSubmissions.challengeId} = ${outerColumn(challenges.id)}`, status);
  return {
    challenge: challenges,
    participants: sql<number>`(select count(distinct ${challengeSubmissions.userId}) from ${challengeSubmissions} where ${ofChallenge(ne(challengeSubmissions.status, "rejected"))})`.mapWith(Number),
    entries: sql<number>`(select count(*) from ${challengeSubmissions} where ${ofChallenge(eq(challengeSubmissions.status, "approved"))})`.mapWith(Number),
  };
}
type ChallengeCardRow = { challenge: Challenge; participants: number; entries: number };

function toChallengeOut({ challenge: ch, participants, entries }: ChallengeCardRow, now = Date.now()): ChallengeOut {
  return {
    id: ch.id,
    slug: ch.slug,
    title: ch.title,
    sdg: ch.sdg,
    brief: ch.brief,
    prompts: parseStringList(ch.prompts),
    submission: ch.submission,
    deadline: iso(ch.deadline),
    open: ch.deadline >= now,
    status: ch.status,
    platform_wide: ch.tenantId === null,
    participants,
    entries,
  };
}

/** A challenge just written, with its counts (one query). */
async function present(ctx: ServiceContext, ch: Challenge): Promise<ChallengeOut> {
  const row = await ctx.db.select(challengeCard(ctx)).from(challenges).where(eq(challenges.id, ch.id)).get();
  return toChallengeOut(row ?? { challenge: ch, participants: 0, entries: 0 });
}

/** GET /api/challenges/?when=open|past: open ones by nearest deadline, past ones most recent first. */
export async function listChallenges(ctx: ServiceContext, q: { when?: "open" | "past"; all?: boolean; sdg?: number; limit: number; offset: number }) {
  const now = Date.now();
  const when = q.when === "open" ? gte(challenges.deadline, now) : q.when === "past" ? lt(challenges.deadline, now) : undefined;
  const where = readable(ctx, q.all, when, q.sdg === undefined ? undefined : eq(challenges.sdg, q.sdg));
  const [rows, [{ total }]] = await readBatch(
    ctx.db,
    [
      ctx.db
        .select(challengeCard(ctx))
        .from(challenges)
        .where(where)
        .orderBy(q.when === "past" ? desc(challenges.deadline) : asc(challenges.deadline), asc(challenges.id))
        .limit(q.limit)
        .offset(q.offset),
      ctx.db.select({ total: count() }).from(challenges).where(where),
    ] as const,
    ctx.sessionCheck,
  );
  return { total, results: rows.map((row) => toChallengeOut(row, now)) };
}

/** The challenge a slug (or id) names, if the caller may see it: drafts only for its managers. */
const challengeNamed = (ctx: ServiceContext, slug: string) => readable(ctx, true, or(eq(challenges.slug, slug), eq(challenges.id, slug)));
function seen<T extends { status: string }>(ctx: ServiceContext, row: T | undefined): T {
  if (!row || (row.status === "draft" && !isManager(ctx))) throw new AppError("NOT_FOUND", "Challenge not found");
  return row;
}

async function findChallenge(ctx: ServiceContext, slug: string): Promise<Challenge> {
  return seen(ctx, await ctx.db.select().from(challenges).where(challengeNamed(ctx, slug)).get());
}

export async function getChallenge(ctx: ServiceContext, slug: string): Promise<ChallengeOut & { mine: SubmissionOut | null }> {
  // The challenge with its counts and a signed-in caller's own entry (found through the challenge's
  // name, so beside it) in one round trip, the session check riding in it (DEFERRED_SESSION_CHECK).
  const card = ctx.db.select(challengeCard(ctx)).from(challenges).where(challengeNamed(ctx, slug)).limit(1);
  const [[row], [mine]] = ctx.user
    ? await readBatch(
        ctx.db,
        [
          card,
          ctx.db
            .select({ s: challengeSubmissions, person: personColumns })
            .from(challengeSubmissions)
            .innerJoin(users, eq(users.id, challengeSubmissions.userId))
            .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
            .where(and(challengeNamed(ctx, slug), eq(challengeSubmissions.userId, ctx.user.id)))
            .limit(1),
        ] as const,
        ctx.sessionCheck,
      )
    : [await card.all(), []];
  const ch = seen(ctx, row?.challenge);
  const out = toChallengeOut(row!);
  return { ...out, mine: mine ? presentSubmission(ctx, ch, mine.s, mine.person) : null };
}

function presentSubmission(ctx: ServiceContext, ch: Pick<Challenge, "slug" | "title">, s: ChallengeSubmission, person: PersonRef): SubmissionOut {
  return {
    id: s.id,
    challenge: { slug: ch.slug, title: ch.title },
    author: presentPerson(ctx.user, person, s.userId),
    title: s.title,
    body: s.body,
    file: s.fileKey ? { url: `/api/challenge-submissions/${s.id}/file`, name: s.fileName ?? "entry", type: s.fileType ?? "application/octet-stream", size: s.fileSize ?? 0 } : null,
    status: s.status,
    review_note: s.reviewNote,
    created_at: iso(s.createdAt),
  };
}

/** The gallery: approved entries (this school's on its host; every school's on the platform host), children by first name and initial. */
export async function gallery(ctx: ServiceContext, slug: string, q: { limit: number; offset: number }) {
  const ch = await findChallenge(ctx, slug);
  const where = totalsWhere(ctx.scope, challengeSubmissions, eq(challengeSubmissions.challengeId, ch.id), eq(challengeSubmissions.status, "approved"));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db
      .select({ s: challengeSubmissions, person: personColumns })
      .from(challengeSubmissions)
      .innerJoin(users, eq(users.id, challengeSubmissions.userId))
      .where(where)
      .orderBy(desc(challengeSubmissions.reviewedAt), desc(challengeSubmissions.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(challengeSubmissions).where(where),
  ] as const);
  return { total, results: rows.map((r) => presentSubmission(ctx, ch, r.s, r.person)) };
}

/** The teachers and admins of a school (and staff on its host) review its learners' entries. */
function schoolAdult(ctx: ServiceContext) {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  if (ctx.scope.tenantId === null) throw new AppError("FORBIDDEN", "Entries are reviewed on the school's own site.");
  if (!(user.isStaff || user.role === "teacher" || user.role === "school_admin")) throw new AppError("FORBIDDEN", "Only teachers can review entries.");
  return user;
}

async function readFile(file: File, kind: "image" | "file") {
  const limit = SUBMISSION_FILE_LIMITS[kind];
  if (file.size > limit.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", said("The file is too large: use {{limit}}.", { limit: said(limit.label) }), { file: [said("Use {{limit}}", { limit: said(limit.label) })] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = kind === "image" ? sniffImageType(bytes) : sniffLearningType(bytes);
  if (!type || !limit.types.includes(type) || bytes.length === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", said("This file cannot be used: use {{limit}}.", { limit: said(limit.label) }), { file: [said("Use {{limit}}", { limit: said(limit.label) })] });
  return { bytes, type };
}

/**
 * A learner hands in their entry (one per challenge; sending again replaces an entry that waits or
 * was sent back). Only members of the host's school, before the deadline.
 */
export async function submit(ctx: ServiceContext, slug: string, input: { title?: string; body?: string }, file: File | undefined): Promise<SubmissionOut> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
  const tenantId = ctx.scope.tenantId;
  if (tenantId === null || user.tenantId !== tenantId) throw new AppError("FORBIDDEN", "Take part from your own school's site.");
  const ch = await findChallenge(ctx, slug);
  if (ch.status !== "published") throw new AppError("CONFLICT", "This challenge is not open yet.");
  if (ch.deadline < Date.now()) throw new AppError("CONFLICT", said("This challenge closed on {{date}}.", { date: iso(ch.deadline).slice(0, 10) }));
  const body = input.body?.trim() ?? "";
  if (ch.submission === "text" && !body) throw fieldError("body", "Write your entry");
  if (ch.submission !== "text" && !file) throw fieldError("file", ch.submission === "image" ? "Add your picture" : "Add your file");
  const existing = await ctx.db
    .select()
    .from(challengeSubmissions)
    .where(and(eq(challengeSubmissions.challengeId, ch.id), eq(challengeSubmissions.userId, user.id)))
    .get();
  if (existing?.status === "approved") throw new AppError("CONFLICT", "Your entry is already in the gallery.");
  const upload = file && ch.submission !== "text" ? await readFile(file, ch.submission) : null;
  const key = upload ? `tenants/${tenantId}/challenges/${randomToken(16)}` : null;
  if (upload && key) await ctx.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.type } });
  const values = {
    title: input.title?.trim() ?? "",
    body,
    fileKey: key ?? existing?.fileKey ?? null,
    fileType: upload?.type ?? existing?.fileType ?? null,
    fileName: file ? cleanFileName(file.name, "entry") : (existing?.fileName ?? null),
    fileSize: upload?.bytes.length ?? existing?.fileSize ?? null,
    status: "pending" as SubmissionStatus,
    reviewNote: "",
    reviewedBy: null,
    reviewedAt: null,
    updatedAt: Date.now(),
  };
  try {
    const [row] = existing
      ? await ctx.db.update(challengeSubmissions).set(values).where(eq(challengeSubmissions.id, existing.id)).returning()
      : await ctx.db
          .insert(challengeSubmissions)
          .values({ id: newId("sub"), tenantId, challengeId: ch.id, userId: user.id, ...values })
          .returning();
    if (existing?.fileKey && key) ctx.waitUntil(deleteObjects(ctx.env.FILES, [existing.fileKey]));
    const person = await ctx.db.select(personColumns).from(users).where(eq(users.id, user.id)).get();
    return presentSubmission(ctx, ch, row, person!);
  } catch (err) {
    if (key) await deleteObjects(ctx.env.FILES, [key]);
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", "Your entry was just sent; refresh to see it.");
    throw err;
  }
}

/** Entries of the host's school for a challenge, for its teachers (pending first by default). */
export async function reviewQueue(ctx: ServiceContext, slug: string, q: { status?: SubmissionStatus; limit: number; offset: number }) {
  schoolAdult(ctx);
  const ch = await findChallenge(ctx, slug);
  const where = ctx.scope.where(challengeSubmissions, eq(challengeSubmissions.challengeId, ch.id), q.status ? eq(challengeSubmissions.status, q.status) : undefined);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db
      .select({ s: challengeSubmissions, person: personColumns })
      .from(challengeSubmissions)
      .innerJoin(users, eq(users.id, challengeSubmissions.userId))
      .where(where)
      .orderBy(asc(challengeSubmissions.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(challengeSubmissions).where(where),
  ] as const);
  return { total, results: rows.map((r) => presentSubmission(ctx, ch, r.s, r.person)) };
}

export async function review(ctx: ServiceContext, id: string, input: { status: "approved" | "rejected"; note?: string }): Promise<SubmissionOut> {
  const user = schoolAdult(ctx);
  const row = await ctx.db
    .select({ s: challengeSubmissions, person: personColumns, ch: challenges })
    .from(challengeSubmissions)
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
    .where(ctx.scope.where(challengeSubmissions, eq(challengeSubmissions.id, id)))
    .get();
  if (!row) throw new AppError("NOT_FOUND", "Entry not found");
  const [updated] = await ctx.db
    .update(challengeSubmissions)
    .set({ status: input.status, reviewNote: input.note ?? "", reviewedBy: user.id, reviewedAt: Date.now(), updatedAt: Date.now() })
    .where(ctx.scope.where(challengeSubmissions, eq(challengeSubmissions.id, id)))
    .returning();
  return presentSubmission(ctx, row.ch, updated, row.person);
}

/** An entry's picture or file: approved ones to anyone whose gallery shows them; others to the learner and their school's adults. */
export async function serveSubmissionFile(c: Context<AppEnv>, ctx: ServiceContext, id: string): Promise<Response> {
  const row = await ctx.db
    .select()
    .from(challengeSubmissions)
    .where(totalsWhere(ctx.scope, challengeSubmissions, eq(challengeSubmissions.id, id)))
    .get();
  const user = ctx.user;
  const own = !!user && row?.userId === user.id;
  const adult = !!user && !!row && ctx.scope.tenantId !== null && (user.isStaff || user.role === "teacher" || user.role === "school_admin");
  if (!row?.fileKey || !(row.status === "approved" || own || adult)) throw new AppError("NOT_FOUND", "File not found");
  return serveR2Object(c, row.fileKey, { shared: false, contentType: row.fileType ?? undefined, disposition: "inline" });
}

/* ---------- authoring (staff and school admins) ---------- */

const managedChallenge = (ctx: ServiceContext, id: string) => findManagedRow(ctx, challenges, id, (where) => ctx.db.select().from(challenges).where(where).get(), LABELS);

export async function createChallenge(ctx: ServiceContext, input: ChallengeCreateInput): Promise<ChallengeOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(challenges)
        .values(
          scope.values({
            id: newId("chl"),
            slug,
            title: input.title,
            sdg: input.sdg,
            brief: input.brief ?? "",
            prompts: JSON.stringify(input.prompts ?? []),
            submission: input.submission,
            deadline: endOfDay(input.deadline),
            status: input.status ?? "draft",
          }),
        )
        .returning()
    )[0];
  try {
    const row = input.slug ? await write(input.slug) : await insertWithSlug(() => uniqueSlug(ctx.db, challenges, challenges.slug, input.title, "challenge"), write);
    return await present(ctx, row);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", "This address is taken; choose another");
    throw err;
  }
}

export async function updateChallenge(ctx: ServiceContext, id: string, input: ChallengeUpdateInput): Promise<ChallengeOut> {
  const current = await managedChallenge(ctx, id);
  const set: Partial<typeof challenges.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.title !== undefined) set.title = input.title;
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.sdg !== undefined) set.sdg = input.sdg;
  if (input.brief !== undefined) set.brief = input.brief;
  if (input.prompts !== undefined) set.prompts = JSON.stringify(input.prompts);
  if (input.submission !== undefined) set.submission = input.submission;
  if (input.deadline !== undefined) set.deadline = endOfDay(input.deadline);
  if (input.status !== undefined) set.status = input.status;
  const [row] = await ctx.db.update(challenges).set(set).where(managedWhere(ctx, challenges, eq(challenges.id, current.id))).returning();
  return await present(ctx, row);
}

/**
 * DELETE /api/challenges/{id}: only a challenge nobody has sent an entry to (children's entries are
 * not thrown away with it); one with entries is unpublished or closed by its deadline instead.
 */
export async function deleteChallenge(ctx: ServiceContext, id: string): Promise<void> {
  const current = await managedChallenge(ctx, id);
  const entry = await ctx.db.select({ id: challengeSubmissions.id }).from(challengeSubmissions).where(eq(challengeSubmissions.challengeId, current.id)).limit(1).get();
  if (entry) throw new AppError("CONFLICT", "Learners have sent entries to this challenge; unpublish it instead.");
  await ctx.db.delete(challenges).where(managedWhere(ctx, challenges, eq(challenges.id, current.id)));
}

/** Published challenges this host shows, per goal (/api/sdgs), as a select (rows: {goal, n}). */
export const challengeGoalCountSelect = (ctx: ServiceContext) =>
  ctx.db.select({ goal: challenges.sdg, n: count() }).from(challenges).where(readable(ctx, false)).groupBy(challenges.sdg);
