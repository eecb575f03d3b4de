import { eq, lt } from "drizzle-orm";
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
