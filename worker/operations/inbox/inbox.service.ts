import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { brandName } from "../../contracts/brand";
import { INBOX_KINDS, INBOX_STATUSES, type InboxCountsOut, type InboxDetailOut, type InboxEventOut, type InboxItemOut, type InboxKind, type InboxUpdateInput } from "../../contracts/operations";
import { contactMessages, inboxEvents, problemReports, tenants, tourRequests, users, type ContactMessage, type ProblemReport, type TourRequest } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { csvDocument } from "../../lib/csv";
import { inChunks } from "../../lib/d1-limits";
import { AppError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { siteOrigin } from "../../lib/origins";
import { textSearch } from "../../lib/sql-filters";
import { staffView } from "../../lib/tenancy";
import { dispatchEmails, prepareEmail } from "../../platform";
import { slotInstant } from "../forms/slots";

/*
 * The inbox: contact messages, problem reports and tour requests, each with its own states,
 * a history of notes, replies and status changes, and CSV export. Platform staff on the platform
 * host see every school's items (narrowed by ?tenant=); on a school's host, that school's.
 * A school's admins, on their school's host, work through the contact messages sent on its site
 * (the school's own mail); problem reports and tour requests are about the platform: staff only.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const CSV_MAX_ROWS = 10_000;

type Query = { status?: string; search?: string; tenant?: string; limit: number; offset: number };

const TABLES = { contact: contactMessages, problem: problemReports, tour: tourRequests } as const;
type Row = ContactMessage | ProblemReport | TourRequest;

/** The kinds a caller works through: staff every kind; a school's admin, on its own host, its contact messages. */
export function inboxKindsOf(ctx: Pick<ServiceContext, "user" | "scope">): readonly InboxKind[] {
  if (ctx.user?.isStaff) return INBOX_KINDS;
  // The token is bound to its host (middleware/auth.ts), so the host's school is the admin's own.
  if (ctx.user?.role === "school_admin" && ctx.scope.tenantId !== null) return ["contact"];
  return [];
}

function allowKind(ctx: ServiceContext, kind: InboxKind): void {
  if (!inboxKindsOf(ctx).includes(kind)) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
}

function searchOf(kind: InboxKind, search: string | undefined): SQL | undefined {
  if (kind === "contact") return textSearch(search, contactMessages.reference, contactMessages.name, contactMessages.email, contactMessages.message);
  if (kind === "problem") return textSearch(search, problemReports.reference, problemReports.email, problemReports.description, problemReports.page);
  return textSearch(search, tourRequests.reference, tourRequests.schoolName, tourRequests.contactName, tourRequests.email, tourRequests.country);
}

function whereOf(ctx: ServiceContext, kind: InboxKind, q: Pick<Query, "status" | "search" | "tenant">): SQL {
  allowKind(ctx, kind);
  const table = TABLES[kind];
  const statuses: readonly string[] = INBOX_STATUSES[kind];
  if (q.status && !statuses.includes(q.status)) throw fieldError("status", `Use one of: ${statuses.join(", ")}`);
  return staffView(ctx, q.tenant).where(table, q.status ? eq(table.status, q.status as never) : undefined, searchOf(kind, q.search));
}

async function labels(ctx: ServiceContext, rows: Row[]) {
  const tenantIds = [...new Set(rows.map((r) => r.tenantId).filter((t): t is string => !!t))];
  const userIds = [...new Set(rows.map((r) => ("userId" in r ? r.userId : null)).filter((u): u is string => !!u))];
  const [schoolRows, people] = await Promise.all([
    inChunks(tenantIds, (part) => ctx.db.select({ id: tenants.id, name: tenants.schoolName, subdomain: tenants.subdomain, domainUrl: tenants.domainUrl }).from(tenants).where(inArray(tenants.id, part)).all()),
    inChunks(userIds, (part) => ctx.db.select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role, isStaff: users.isStaff }).from(users).where(inArray(users.id, part)).all()),
  ]);
  // A school's items link to its own site, not to the host staff read the inbox on (the platform's).
  const schools = new Map(schoolRows.map((s) => [s.id, { name: s.name, origin: siteOrigin(ctx.env, s, { host: "", url: ctx.origin }) }]));
  return { schools, people: new Map(people.map((p) => [p.id, p])) };
}

function present(kind: InboxKind, row: Row, l: Awaited<ReturnType<typeof labels>>): InboxItemOut {
  const school = row.tenantId ? l.schools.get(row.tenantId) : undefined;
  const base = {
    id: row.id,
    reference: row.reference,
    school: row.tenantId ? { id: row.tenantId, name: school?.name ?? row.tenantId, origin: school?.origin ?? "" } : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (kind === "contact") {
    const r = row as ContactMessage;
    return { ...base, kind, status: r.status, name: r.name, email: r.email, topic: r.topic, message: r.message };
  }
  if (kind === "problem") {
    const r = row as ProblemReport;
    const person = r.userId ? l.people.get(r.userId) : undefined;
    return {
      ...base,
      kind,
      status: r.status,
      name: person ? `${person.first} ${person.last}`.trim() : null,
      email: r.email,
      category: r.category,
      description: r.description,
      page: r.page,
      user_agent: r.userAgent,
      screenshot_url: r.screenshotKey ? `/api/inbox/problem/${r.id}/screenshot` : null,
      reporter: person ? { id: r.userId!, name: `${person.first} ${person.last}`.trim(), role: person.isStaff ? "staff" : (person.role ?? "member") } : null,
    };
  }
  const r = row as TourRequest;
  const slots = (JSON.parse(r.slots) as { date: string; time: string }[]).map((s) => ({ ...s, at: slotInstant(s, r.timeZone).toISOString() }));
  return {
    ...base,
    kind,
    status: r.status,
    name: r.contactName,
    email: r.email,
    school_name: r.schoolName,
    phone: r.phone,
    role: r.role,
    country: r.country,
    students: r.students,
    time_zone: r.timeZone,
    slots,
    message: r.message,
  };
}

/** GET /api/inbox/{kind}/: newest first. */
export async function listInbox(ctx: ServiceContext, kind: InboxKind, q: Query) {
  const table = TABLES[kind];
  const where = whereOf(ctx, kind, q);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(q.limit).offset(q.offset).all() as Promise<Row[]>,
    ctx.db.select({ total: count() }).from(table).where(where),
  ]);
  const l = await labels(ctx, rows);
  return { total, results: rows.map((r) => present(kind, r, l)) };
}

/** GET /api/inbox/counts: items per kind and state, for the panel's badges (a kind the caller may not open stays empty). */
export async function inboxCounts(ctx: ServiceContext, tenant?: string): Promise<InboxCountsOut> {
  const out: InboxCountsOut = { contact: {}, problem: {}, tour: {} };
  const kinds = inboxKindsOf(ctx);
  if (kinds.length === 0) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  await Promise.all(
    kinds.map(async (kind) => {
      const table = TABLES[kind];
      const rows = await ctx.db
        .select({ status: table.status, n: count() })
        .from(table)
        .where(staffView(ctx, tenant).where(table))
        .groupBy(table.status)
        .all();
      for (const s of INBOX_STATUSES[kind]) out[kind][s] = 0;
      for (const r of rows) out[kind][r.status] = r.n;
    }),
  );
  return out;
}

async function findItem(ctx: ServiceContext, kind: InboxKind, id: string): Promise<Row> {
  allowKind(ctx, kind);
  const table = TABLES[kind];
  const row = (await ctx.db.select().from(table).where(staffView(ctx).where(table, eq(table.id, id))).get()) as Row | undefined;
  if (!row) throw new AppError("NOT_FOUND", "No such item in the inbox.");
  return row;
}

async function events(ctx: ServiceContext, kind: InboxKind, id: string): Promise<InboxEventOut[]> {
  const rows = await ctx.db
    .select({ e: inboxEvents, first: users.firstName, last: users.lastName })
    .from(inboxEvents)
    .leftJoin(users, eq(users.id, inboxEvents.authorId))
    .where(and(eq(inboxEvents.itemKind, kind), eq(inboxEvents.itemId, id)))
    .orderBy(asc(inboxEvents.createdAt), asc(inboxEvents.id))
    .all();
  return rows.map(({ e, first, last }) => ({ id: e.id, kind: e.kind, body: e.body, author: first === null ? null : `${first} ${last ?? ""}`.trim(), created_at: iso(e.createdAt) }));
}

/** GET /api/inbox/{kind}/{id}: one item with its history. */
export async function inboxItem(ctx: ServiceContext, kind: InboxKind, id: string): Promise<InboxDetailOut> {
  const row = await findItem(ctx, kind, id);
  const l = await labels(ctx, [row]);
  return { ...present(kind, row, l), events: await events(ctx, kind, id) };
}

/**
 * PATCH /api/inbox/{kind}/{id}: a new state, a private note and/or a reply emailed to the sender,
 * written with their history rows (and the reply's outbox row) in one batch. A reply to a new
 * message moves it on (contact → replied, problem → in progress, tour → contacted) unless a state
 * is given.
 */
export async function updateInboxItem(ctx: ServiceContext, kind: InboxKind, id: string, input: InboxUpdateInput): Promise<InboxDetailOut> {
  const user = ctx.user!;
  const row = await findItem(ctx, kind, id);
  const statuses: readonly string[] = INBOX_STATUSES[kind];
  if (input.status && !statuses.includes(input.status)) throw fieldError("status", `Use one of: ${statuses.join(", ")}`);
  if (!input.status && !input.note && !input.reply) throw fieldError("non_field_errors", "Change the state, write a note or write a reply.");
  const email = row.email;
  if (input.reply && !email) throw fieldError("reply", "This report left no email address to reply to.");

  const autoStatus = input.reply && row.status === "new" ? ({ contact: "replied", problem: "in_progress", tour: "contacted" } as const)[kind] : undefined;
  const status = input.status ?? autoStatus;
  const now = Date.now();
  const table = TABLES[kind];
  const statements = [];
  const history = (k: "note" | "reply" | "status", body: string, at: number) => ctx.db.insert(inboxEvents).values({ id: newId("iev"), itemKind: kind, itemId: id, kind: k, body, authorId: user.id, createdAt: at });
  if (input.note) statements.push(history("note", input.note, now));
  let outboxId: string | null = null;
  if (input.reply && email) {
    const school = row.tenantId ? await ctx.db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, row.tenantId)).get() : undefined;
    const name = kind === "tour" ? (row as TourRequest).contactName : kind === "contact" ? (row as ContactMessage).name : "";
    const prepared = prepareEmail(ctx.db, {
      template: "inbox_reply",
      to: email,
      tenantId: row.tenantId,
      data: { school_name: brandName(school?.name), name, reference: row.reference, reply: input.reply, link: `${ctx.origin}/contact` },
    });
    outboxId = prepared.outboxId;
    statements.push(history("reply", input.reply, now + 1), prepared.insert);
  }
  if (status && status !== row.status) statements.push(history("status", status, now + 2));
  statements.push(
    ctx.db
      .update(table)
      .set({ ...(status ? { status: status as never } : {}), updatedAt: now })
      .where(eq(table.id, id)),
  );
  const [first, ...rest] = statements;
  await ctx.db.batch([first, ...rest]);
  if (outboxId) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [outboxId]));
  return inboxItem(ctx, kind, id);
}

/** GET /api/inbox/{kind}/export.csv: the filtered list as a spreadsheet (tours are leads to work through). */
export async function inboxCsv(ctx: ServiceContext, kind: InboxKind, q: Pick<Query, "status" | "search" | "tenant">): Promise<string> {
  const table = TABLES[kind];
  const rows = (await ctx.db.select().from(table).where(whereOf(ctx, kind, q)).orderBy(desc(table.createdAt), desc(table.id)).limit(CSV_MAX_ROWS).all()) as Row[];
  const l = await labels(ctx, rows);
  const items = rows.map((r) => present(kind, r, l));
  const common = (i: InboxItemOut) => [i.reference, i.created_at, i.status, i.school?.name ?? "Platform", i.name, i.email];
  if (kind === "contact") {
    return csvDocument(["reference", "created_at", "status", "school", "name", "email", "topic", "message"], items.map((i) => (i.kind === "contact" ? [...common(i), i.topic, i.message] : [])));
  }
  if (kind === "problem") {
    return csvDocument(["reference", "created_at", "status", "school", "reporter", "email", "category", "page", "description", "user_agent"], items.map((i) => (i.kind === "problem" ? [...common(i), i.category, i.page, i.description, i.user_agent] : [])));
  }
  return csvDocument(
    ["reference", "created_at", "status", "site", "contact", "email", "school_name", "role", "phone", "country", "students", "time_zone", "preferred_times_local", "preferred_times_utc", "message"],
    items.map((i) =>
      i.kind === "tour"
        ? [...common(i), i.school_name, i.role, i.phone, i.country, i.students, i.time_zone, i.slots.map((s) => `${s.date} ${s.time}`).join("; "), i.slots.map((s) => s.at).join("; "), i.message]
        : [],
    ),
  );
}

/** The screenshot of a problem report, for staff who can see the report. */
export async function screenshotKey(ctx: ServiceContext, id: string): Promise<string> {
  const row = (await findItem(ctx, "problem", id)) as ProblemReport;
  if (!row.screenshotKey) throw new AppError("NOT_FOUND", "This report has no screenshot.");
  return row.screenshotKey;
}
