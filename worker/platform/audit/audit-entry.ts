import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { staffActions } from "../../db/schema";
import type { AuditAction } from "../../contracts/audit";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import type { ErasurePlan } from "../../lib/erasure";
import { newId } from "../../lib/ids";

export interface AuditEntryInput {
  action: AuditAction;
  /** The school the change concerns (null: platform-wide). */
  tenantId: string | null;
  target?: { type: string; id: string; label?: string | null };
  /** What changed, in a few fields (never secrets). */
  detail?: Record<string, unknown>;
}

type Actor = Pick<ServiceContext, "db" | "user" | "clientAddress" | "userAgent" | "host">;

function entryRow(ctx: Actor, input: AuditEntryInput, now: number): typeof staffActions.$inferInsert {
  const user = ctx.user;
  if (!user) throw new Error("An audited action needs a signed-in actor");
  return {
    id: newId("act"),
    tenantId: input.tenantId,
    actorId: user.id,
    actorRole: user.isStaff ? "staff" : (user.role ?? "user"),
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    targetLabel: input.target?.label ?? null,
    detail: input.detail ? JSON.stringify(input.detail).slice(0, 2000) : null,
    ip: ctx.clientAddress || null,
    userAgent: ctx.userAgent ?? null,
    host: ctx.host ?? null,
    createdAt: now,
  };
}

/**
 * One staff action log entry as an INSERT, to run in the same D1 batch as the change it records
 * (so the log never claims a change that did not happen, nor misses one that did).
 */
export function prepareAuditEntry(ctx: Actor, input: AuditEntryInput, now = Date.now()) {
  return ctx.db.insert(staffActions).values(entryRow(ctx, input, now));
}

/**
 * The same, written only when a row of `table` matches `where` inside the batch (the caller's
 * guard, e.g. "this book, and the previous statement changed a row": `changes() = 1`), for changes
 * that may turn out to be no-ops when the batch runs.
 */
export function prepareAuditEntryIf(ctx: Actor, input: AuditEntryInput, table: SQLiteTable, where: SQL, now = Date.now()) {
  const r = entryRow(ctx, input, now);
  const value = <T>(v: T, name: string) => sql<T>`${v}`.as(name);
  const row = ctx.db
    .select({
      id: value(r.id, "id"),
      tenantId: value(r.tenantId, "tenant_id"),
      actorId: value(r.actorId, "actor_id"),
      actorRole: value(r.actorRole, "actor_role"),
      action: value(r.action, "action"),
      targetType: value(r.targetType, "target_type"),
      targetId: value(r.targetId, "target_id"),
      targetLabel: value(r.targetLabel, "target_label"),
      detail: value(r.detail, "detail"),
      ip: value(r.ip, "ip"),
      userAgent: value(r.userAgent, "user_agent"),
      host: value(r.host, "host"),
      createdAt: value(r.createdAt, "created_at"),
    })
    .from(table)
    .where(where)
    .limit(1);
  return ctx.db.insert(staffActions).select(row);
}

/** For a change that is one statement already run (guarded by its own result): write the entry after it. */
export async function recordAuditEntry(ctx: Actor, input: AuditEntryInput): Promise<void> {
  await prepareAuditEntry(ctx, input).run();
}

/** Erasing a child: entries about them keep what happened but lose who it was. */
export function auditErasure(db: DB, userId: string): ErasurePlan {
  return {
    statements: [db.update(staffActions).set({ targetId: null, targetLabel: null }).where(eq(staffActions.targetId, userId))],
    objectKeys: [],
  };
}

/** Entries are kept for two years (SECURITY.md). */
export const ACTION_LOG_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/** Cron: deletes entries older than the retention period (safe to run any number of times). */
export async function deleteExpiredAuditEntries(db: DB, now = Date.now()): Promise<number> {
  const gone = await db.delete(staffActions).where(lt(staffActions.createdAt, now - ACTION_LOG_RETENTION_MS)).returning({ id: staffActions.id });
  return gone.length;
}
