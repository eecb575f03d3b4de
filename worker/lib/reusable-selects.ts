import { fillPlaceholders } from "drizzle-orm";
import { runBatch, type BatchResults, type DB, type PreparableSelect, type PreparedSelect } from "./db";

/**
 * Selects built once per isolate and run with each request's values on that request's D1 session
 * (issue #15). Building a query is real work in the Worker: drizzle turns the whole tree of the
 * visibility rule, the selected columns and their subqueries into SQL text on every call, which was
 * a fifth of the isolate's time for a teacher's library list under `npm run bench`.
 *
 * A `key` names everything the SQL text depends on (the host, the kind of viewer, the filters); what
 * changes between requests of one key is a drizzle placeholder (`sql.placeholder("name")`) whose
 * value `values` gives. Drizzle's prepared query is kept only for its SQL text, its parameters and
 * its row mapping: its statement belongs to the request that built it, so each run prepares the text
 * on the caller's `db` — the request's D1 session, which keeps read-your-writes (middleware/d1-session.ts).
 *
 * Keys are few (hosts × kinds of viewer × filter combinations); the oldest go first when it is full.
 */
export class ReusableSelects {
  private readonly built = new Map<string, PreparedSelect[]>();
  constructor(private readonly capacity = 500) {}

  async all<R>(db: DB, key: string, build: () => PreparableSelect<R>, values: Record<string, unknown>): Promise<R> {
    const [query] = this.get(key, () => [build()]);
    const { sql, params } = query.getQuery();
    // raw(): rows as arrays, mapped by position as drizzle does (a join's two `id` columns stay apart).
    const rows = await db.$client
      .prepare(sql)
      .bind(...fillPlaceholders(params, values))
      .raw();
    return query.mapResult(rows) as R;
  }

  /** Several built selects in one D1 round trip (lib/db.ts readBatch), all given the same `values`. */
  async batch<const Q extends readonly PreparableSelect<unknown>[]>(db: DB, key: string, build: () => Q, values: Record<string, unknown>): Promise<BatchResults<Q>> {
    const queries = this.get(key, build);
    return runBatch(db, queries, (q) => fillPlaceholders(q.getQuery().params, values)) as Promise<BatchResults<Q>>;
  }

  private get(key: string, build: () => readonly PreparableSelect<unknown>[]): PreparedSelect[] {
    let queries = this.built.get(key);
    if (!queries) {
      queries = build().map((q) => q.prepare());
      if (this.built.size >= this.capacity) this.built.delete(this.built.keys().next().value!);
      this.built.set(key, queries);
    }
    return queries;
  }

  /** How many built queries are kept (for tests). */
  get size(): number {
    return this.built.size;
  }
}
