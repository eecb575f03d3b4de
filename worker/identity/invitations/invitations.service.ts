import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { VALIDATION_MESSAGE } from "../../contracts/errors";
import type { InvitationInput, InvitationOut, InvitationState, invitationListQuery, RosterParentInvitationRow, RosterParentInvitationsOut } from "../../contracts/people";
import { classes, invitationReplacedTokens, invitations, users, type Invitation } from "../../db/schema";
import { inChunks } from "../../lib/d1-limits";
import { AppError } from "../../lib/errors";
import { said, sayIn } from "../../lib/said";
import { DEFAULT_LOCALE } from "../../contracts/locales";
import { newId, newSecret, sha256Hex } from "../../lib/ids";
import { textSearch } from "../../lib/sql-filters";
import { dispatchEmails, prepareAuditEntry, prepareEmail, recordAuditEntry } from "../../platform";
import type { z } from "zod";
import type { BatchItem } from "drizzle-orm/batch";
import type { SchoolContext } from "../school-admin/school-context";
import { inviterName } from "../school-admin/school-users.service";
import { checkInvitationRows, INVITATION_TTL_MS, ROLE_WORDS } from "./invitation-rules";
import { readBatch } from "../../lib/db";

/** An invitation's state as its refusals say it. */
const STATE_WORDS = { accepted: said("accepted"), revoked: said("revoked"), expired: said("expired") };

export const INVITATION_NOT_FOUND = "Invitation not found.";
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function stateOf(row: Pick<Invitation, "state" | "expiresAt">, now = Date.now()): InvitationState {
  return row.state === "pending" && row.expiresAt <= now ? "expired" : row.state;
}

function stateFilter(state: InvitationState | undefined, now: number): SQL | undefined {
  if (!state) return undefined;
  if (state === "expired") return and(eq(invitations.state, "pending"), lte(invitations.expiresAt, now));
  if (state === "pending") return and(eq(invitations.state, "pending"), gt(invitations.expiresAt, now));
  return eq(invitations.state, state);
}

async function present(ctx: SchoolContext, rows: Invitation[]): Promise<InvitationOut[]> {
  const now = Date.now();
  const ids = [...new Set(rows.flatMap((r) => [...(JSON.parse(r.childIds) as string[]), ...(r.invitedBy ? [r.invitedBy] : [])]))];
  const classIds = [...new Set(rows.flatMap((r) => JSON.parse(r.classIds) as string[]))];
  // A page or a bulk list names hundreds of people and classes: IN lists cut to D1's 100 bound parameters.
  const [people, classRows] = await Promise.all([
    inChunks(ids, (part) => ctx.db.select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username }).from(users).where(inArray(users.id, part)).all()),
    inChunks(classIds, (part) => ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(ctx.scope.where(classes, inArray(classes.id, part))).all()),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const classNames = new Map(classRows.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    first_name: r.firstName,
    last_name: r.lastName,
    children: (JSON.parse(r.childIds) as string[]).flatMap((id) => {
      const p = byId.get(id);
      return p ? [{ id, name: `${p.first} ${p.last}`, username: p.username }] : [];
    }),
    classes: (JSON.parse(r.classIds) as string[]).flatMap((id) => (classNames.has(id) ? [{ id, name: classNames.get(id)! }] : [])),
    state: stateOf(r, now),
    invited_by: r.invitedBy && byId.get(r.invitedBy) ? `${byId.get(r.invitedBy)!.first} ${byId.get(r.invitedBy)!.last}` : null,
    created_at: iso(r.createdAt)!,
    expires_at: iso(r.expiresAt)!,
    accepted_at: iso(r.acceptedAt),
    revoked_at: iso(r.revokedAt),
    sent_count: r.sentCount,
    last_sent_at: iso(r.lastSentAt)!,
  }));
}

export async function listInvitations(ctx: SchoolContext, q: z.infer<typeof invitationListQuery>) {
  const now = Date.now();
  const where = ctx.scope.where(
    invitations,
    stateFilter(q.state, now),
    q.role ? eq(invitations.role, q.role) : undefined,
    textSearch(q.search, invitations.email, invitations.firstName, invitations.lastName, sql`${invitations.firstName} || ' ' || ${invitations.lastName}`),
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(invitations).where(where).orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(invitations).where(where),
  ] as const);
  return { rows: await present(ctx, rows), total };
}

async function invitationEmail(ctx: SchoolContext, inv: { email: string; firstName: string; role: Invitation["role"] }, token: string, children: string[], inviter: string, classNames: string[] = []) {
  return prepareEmail(ctx.db, {
    template: "school_invitation",
    to: inv.email,
    tenantId: ctx.scope.tenantId,
    data: {
      school_name: ctx.tenant.schoolName,
      first_name: inv.firstName,
      inviter_name: inviter,
      role_label: ROLE_WORDS[inv.role],
      children: children.join(", "),
      classes: classNames.join(", "),
      link: `${ctx.origin}/accept-invitation/${token}/`,
    },
  });
}

/** What a roster's teacher invitations add: each row's classes (by index) and statements for the same batch. */
export interface InvitationExtras {
  classes?: { id: string; name: string }[][];
  alsoWrite?: BatchItem<"sqlite">[];
}

/**
 * Invites one person or a list (up to 200): every row is checked first and any error refuses the
 * whole list, so nothing is half-written; then the invitations and their emails go in one batch.
 */
export async function createInvitations(ctx: SchoolContext, rows: InvitationInput[], bulk: boolean, extras: InvitationExtras = {}): Promise<InvitationOut[]> {
  const now = Date.now();
  const { errors, childIds } = await checkInvitationRows(ctx.db, ctx.scope, rows, (i) => (bulk ? `rows.${i}.` : ""), now);
  if (Object.keys(errors).length) throw new AppError("VALIDATION_FAILED", VALIDATION_MESSAGE, errors);
  return writeInvitations(ctx, rows, childIds, bulk, now, extras);
}

/** The invitations of rows already checked (`childIds` from their check), their emails and audit entries, in one batch. */
export async function writeInvitations(
  ctx: SchoolContext,
  rows: InvitationInput[],
  childIds: (row: InvitationInput) => string[],
  bulk: boolean,
  now: number,
  extras: InvitationExtras = {},
): Promise<InvitationOut[]> {
  const inviter = await inviterName(ctx);
  const childNames = await childFirstNames(ctx, rows.flatMap(childIds));
  const prepared = await Promise.all(
    rows.map(async (row, i) => {
      const token = newSecret("ivt");
      const ids = childIds(row);
      const taught = extras.classes?.[i] ?? [];
      const values = ctx.scope.values({
        id: newId("inv"),
        email: row.email,
        role: row.role,
        firstName: row.first_name,
        lastName: row.last_name,
        invitedBy: ctx.user?.id ?? null,
        childIds: JSON.stringify(ids),
        classIds: JSON.stringify(taught.map((c) => c.id)),
        tokenHash: await sha256Hex(token),
        expiresAt: now + INVITATION_TTL_MS,
        createdAt: now,
        lastSentAt: now,
        sentCount: 1,
      });
      const email = await invitationEmail(ctx, values, token, ids.map((id) => childNames.get(id)!), inviter, taught.map((c) => c.name));
      return { values, email };
    }),
  );
  const statements = [
    ...(extras.alsoWrite ?? []),
    ...prepared.flatMap((p) => [
      ctx.db.insert(invitations).values(p.values),
      p.email.insert,
      prepareAuditEntry(ctx, { action: "invitation.create", tenantId: ctx.scope.tenantId, target: { type: "invitation", id: p.values.id, label: p.values.email }, detail: { role: p.values.role, bulk } }),
    ]),
  ];
  await ctx.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, prepared.map((p) => p.email.outboxId)));
  const stored = await inChunks(
    prepared.map((p) => p.values.id),
    (part) => ctx.db.select().from(invitations).where(ctx.scope.where(invitations, inArray(invitations.id, part))).all(),
  );
  const order = new Map(prepared.map((p, i) => [p.values.id, i]));
  return present(ctx, stored.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}

/** Emails name a child by first name only. */
async function childFirstNames(ctx: SchoolContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await inChunks(unique, (part) => ctx.db.select({ id: users.id, first: users.firstName }).from(users).where(ctx.scope.where(users, inArray(users.id, part))).all());
  return new Map(rows.map((r) => [r.id, r.first]));
}

async function findInvitation(ctx: SchoolContext, id: string): Promise<Invitation> {
  const row = await ctx.db.select().from(invitations).where(ctx.scope.where(invitations, eq(invitations.id, id))).get();
  if (!row) throw new AppError("NOT_FOUND", INVITATION_NOT_FOUND);
  return row;
}

/** A new link for a pending or expired invitation: the old token dies (its link then says a newer one was sent) and the 7 days start again. */
export async function resendInvitation(ctx: SchoolContext, id: string): Promise<InvitationOut> {
  const row = await findInvitation(ctx, id);
  if (row.state !== "pending") throw new AppError("CONFLICT", said("This invitation was {{state}}; it cannot be sent again.", { state: STATE_WORDS[row.state] }));
  const now = Date.now();
  const token = newSecret("ivt");
  const ids = JSON.parse(row.childIds) as string[];
  const names = await childFirstNames(ctx, ids);
  const taught = (await present(ctx, [row]))[0].classes.map((c) => c.name);
  const email = await invitationEmail(ctx, row, token, ids.flatMap((i) => (names.get(i) ? [names.get(i)!] : [])), await inviterName(ctx), taught);
  const pendingRow = ctx.scope.where(invitations, eq(invitations.id, id), eq(invitations.state, "pending"));
  const [, updated] = await ctx.db.batch([
    // The replaced link is kept (hashed) only to say, when opened, that a newer email was sent.
    ctx.db.insert(invitationReplacedTokens).select(ctx.db.select({ tokenHash: invitations.tokenHash, invitationId: invitations.id, replacedAt: sql<number>`${now}`.as("replaced_at") }).from(invitations).where(pendingRow)),
    ctx.db
      .update(invitations)
      .set({ tokenHash: await sha256Hex(token), previousTokenHash: sql`${invitations.tokenHash}`, expiresAt: now + INVITATION_TTL_MS, sentCount: sql`${invitations.sentCount} + 1`, lastSentAt: now })
      .where(pendingRow)
      .returning(),
    email.insert,
    prepareAuditEntry(ctx, { action: "invitation.resend", tenantId: ctx.scope.tenantId, target: { type: "invitation", id, label: row.email }, detail: { role: row.role } }),
  ]);
  if (updated.length === 0) throw new AppError("CONFLICT", "This invitation changed meanwhile; reload the list.");
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return (await present(ctx, updated))[0];
}

export async function revokeInvitation(ctx: SchoolContext, id: string): Promise<InvitationOut> {
  const row = await findInvitation(ctx, id);
  if (row.state !== "pending") throw new AppError("CONFLICT", said("This invitation was already {{state}}.", { state: STATE_WORDS[row.state] }));
  const updated = await ctx.db
    .update(invitations)
    .set({ state: "revoked", revokedAt: Date.now() })
    .where(ctx.scope.where(invitations, eq(invitations.id, id), eq(invitations.state, "pending")))
    .returning();
  if (updated.length > 0) await recordAuditEntry(ctx, { action: "invitation.revoke", tenantId: ctx.scope.tenantId, target: { type: "invitation", id, label: row.email }, detail: { role: row.role } });
  if (updated.length === 0) throw new AppError("CONFLICT", "This invitation changed meanwhile; reload the list.");
  return (await present(ctx, updated))[0];
}

/**
 * Parents of a roster import: rows of the same email are merged (siblings), then each is checked as
 * an invitation would be; one that cannot be sent, or whose parent account already follows every
 * child, is skipped with its reasons instead of refusing the others. The rest go in one batch.
 */
export async function inviteRosterParents(ctx: SchoolContext, rows: RosterParentInvitationRow[]): Promise<RosterParentInvitationsOut> {
  const merged = new Map<string, InvitationInput>();
  for (const r of rows) {
    const seen = merged.get(r.email);
    if (seen) seen.children = [...new Set([...seen.children, ...r.children])].slice(0, 10);
    else merged.set(r.email, { email: r.email, role: "parent", first_name: r.first_name, last_name: r.last_name, children: [...new Set(r.children)] });
  }
  const candidates = [...merged.values()];
  // Children the parent already follows are left out of their invitation (siblings may be new).
  const { errors, linkedChildren } = await checkInvitationRows(ctx.db, ctx.scope, candidates, (i) => `${i}.`, Date.now(), { linked: "allow" });
  const skipped: RosterParentInvitationsOut["skipped"] = [];
  const ready: InvitationInput[] = [];
  candidates.forEach((row, i) => {
    const reasons = Object.entries(errors)
      .filter(([key]) => key.startsWith(`${i}.`))
      .flatMap(([, messages]) => messages.map((m) => sayIn(DEFAULT_LOCALE, m)));
    const linked = new Set(linkedChildren(row).map((c) => c.username));
    const rest = row.children.filter((u) => !linked.has(u));
    if (!reasons.length && row.children.length && !rest.length) reasons.push("Already linked to these children.");
    if (reasons.length) skipped.push({ email: row.email, reasons });
    else ready.push({ ...row, children: rest });
  });
  const invited = ready.length ? await createInvitations(ctx, ready, true) : [];
  return { invited, skipped };
}
