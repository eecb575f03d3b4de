import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { staffActions, tenants, users } from "../../db/schema";
import type { ActionLogEntryOut, ActionLogQuery } from "../../contracts/audit";
import type { ServiceContext } from "../../lib/context";
import { csvDocument } from "../../lib/csv";
import { textSearch } from "../../lib/sql-filters";
import { staffView } from "../../lib/tenancy";
import { readBatch } from "../../lib/db";

const DAY = 24 * 60 * 60 * 1000;
/** A CSV export holds at most this many entries (narrow the dates for more). */
export const ACTION_LOG_CSV_MAX = 10_000;

/**
 * Platform staff on the platform host see every school's entries (narrowed by `?tenant=`);
 * everyone else — a school admin, or staff on a school's host — sees the host's school only.
 */
function filters(ctx: ServiceContext, q: ActionLogQuery): SQL {
  const view = staffView(ctx, q.tenant);
  const conditions: (SQL | undefined)[] = [
    q.action ? eq(staffActions.action, q.action) : undefined,
    q.from ? gte(staffActions.createdAt, Date.parse(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(staffActions.createdAt, Date.parse(`${q.to}T00:00:00Z`) + DAY) : undefined,
    q.actor ? textSearch(q.actor, users.email, staffActions.actorId, sql`${users.firstName} || ' ' || ${users.lastName}`) : undefined,
  ];
  return view.where(staffActions, and(...conditions.filter((c): c is SQL => !!c)));
}

function base(ctx: ServiceContext) {
  return ctx.db
    .select({ row: staffActions, first: users.firstName, last: users.lastName, email: users.email, school: tenants.schoolName })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .leftJoin(tenants, eq(tenants.id, staffActions.tenantId));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>["all"]>>[number];

function present(r: Row): ActionLogEntryOut {
  let detail: Record<string, unknown> | null;
  try {
    detail = r.row.detail ? (JSON.parse(r.row.detail) as Record<string, unknown>) : null;
  } catch {
    detail = null;
  }
  return {
    id: r.row.id,
    created_at: new Date(r.row.createdAt).toISOString(),
    action: r.row.action,
    actor: { id: r.row.actorId, name: r.first ? `${r.first} ${r.last}`.trim() : "Deleted account", email: r.email, role: r.row.actorRole },
    school: r.row.tenantId ? { id: r.row.tenantId, name: r.school ?? "Deleted school" } : null,
    target: { type: r.row.targetType, id: r.row.targetId, label: r.row.targetLabel },
    detail,
    ip: r.row.ip,
    user_agent: r.row.userAgent,
    host: r.row.host,
  };
}

export async function listActionLog(ctx: ServiceContext, q: ActionLogQuery): Promise<{ total: number; results: ActionLogEntryOut[] }> {
  const where = filters(ctx, q);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    base(ctx).where(where).orderBy(desc(staffActions.createdAt), desc(staffActions.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(staffActions).leftJoin(users, eq(users.id, staffActions.actorId)).where(where),
  ] as const);
  return { total, results: rows.map(present) };
}

export async function actionLogCsv(ctx: ServiceContext, q: ActionLogQuery): Promise<string> {
  const rows = await base(ctx).where(filters(ctx, q)).orderBy(desc(staffActions.createdAt), desc(staffActions.id)).limit(ACTION_LOG_CSV_MAX).all();
  return csvDocument(
    ["time_utc", "action", "actor", "actor_email", "actor_role", "school", "target_type", "target_id", "target", "detail", "ip", "user_agent", "host"],
    rows.map(present).map((e) => [
      e.created_at,
      e.action,
      e.actor.name,
      e.actor.email,
      e.actor.role,
      e.school?.name ?? "Platform",
      e.target.type,
      e.target.id,
      e.target.label,
      e.detail ? JSON.stringify(e.detail) : null,
      e.ip,
      e.user_agent,
      e.host,
    ]),
  );
}
