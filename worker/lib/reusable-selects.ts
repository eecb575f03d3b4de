import { Column, fillPlaceholders, getTableName, is, noopDecoder, SQL, Subquery } from "drizzle-orm";
import { riding, runBatch, type BatchResults, type DB, type PreparableSelect, type PreparedSelect, type RidingCheck } from "./db";

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
  private readonly built = new Map<string, Kept[]>();
  constructor(private readonly capacity = 500) {}

  /** `rider`, when given and not yet run, goes in the same D1 round trip (a batch) and learns its answer. */
  async all<R>(db: DB, key: string, build: () => PreparableSelect<R>, values: Record<string, unknown>, rider?: RidingCheck): Promise<R> {
    const [kept] = this.get(key, () => [build()]);
    const lead = riding(db, rider);
    if (lead) {
      const [rows] = await runBatch(db, [kept.query], (q) => fillPlaceholders(q.getQuery().params, values), (_, rows) => mapRows(kept, rows), lead);
      return rows as R;
    }
    const { sql, params } = kept.query.getQuery();
    // raw(): rows as arrays, mapped by position as drizzle does (a join's two `id` columns stay apart).
    const rows = await db.$client
      .prepare(sql)
      .bind(...fillPlaceholders(params, values))
      .raw();
    return mapRows(kept, rows) as R;
  }

  /** A built select bound to `values` as a D1 statement, for another query's round trip to carry (RidingCheck). */
  statement(db: DB, key: string, build: () => PreparableSelect<unknown>, values: Record<string, unknown>): D1PreparedStatement {
    const [kept] = this.get(key, () => [build()]);
    const { sql, params } = kept.query.getQuery();
    return db.$client.prepare(sql).bind(...fillPlaceholders(params, values));
  }

  /** Several built selects in one D1 round trip (lib/db.ts readBatch), all given the same `values`; `rider` as in `all`. */
  async batch<const Q extends readonly PreparableSelect<unknown>[]>(db: DB, key: string, build: () => Q, values: Record<string, unknown>, rider?: RidingCheck): Promise<BatchResults<Q>> {
    const kept = this.get(key, build);
    return runBatch(
      db,
      kept.map((k) => k.query),
      (q) => fillPlaceholders(q.getQuery().params, values),
      (i, rows) => mapRows(kept[i], rows),
      riding(db, rider),
    ) as Promise<BatchResults<Q>>;
  }

  private get(key: string, build: () => readonly PreparableSelect<unknown>[]): Kept[] {
    let kept = this.built.get(key);
    if (!kept) {
      kept = build().map((q) => {
        const query = q.prepare();
        return { query, map: rowMapper(query) };
      });
      if (this.built.size >= this.capacity) this.built.delete(this.built.keys().next().value!);
      this.built.set(key, kept);
    }
    return kept;
  }

  /** How many built queries are kept (for tests). */
  get size(): number {
    return this.built.size;
  }
}

/** A built select and its row mapper (null: drizzle's own mapping). */
interface Kept {
  query: PreparedSelect;
  map: RowMapper | null;
}

const mapRows = ({ query, map }: Kept, rows: unknown[][]): unknown => (map ? rows.map(map) : query.mapResult(rows));

type RowMapper = (row: unknown[]) => unknown;
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** The parts of drizzle's prepared select (0.45) its own row mapping reads. */
interface DrizzleSelectInternals {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/**
 * drizzle's `mapResultRow` with its per-column decisions taken once: drizzle asks, for every column
 * of every row, which kind of field it is (four prototype-chain walks) — ~11 % of an anonymous
 * library list's Worker time. Same result: nested objects by path, each value through its column's
 * decoder (skipped where the decoder returns its input), and a left-joined table's object null when
 * its first column is (drizzle decides on that column alone, and only while every column of the
 * object comes from that one table). Null (drizzle's own mapping is then used) for a query without
 * plain fields or with fields nested deeper than one object. tests/worker/reusable-selects.test.ts
 * compares it with drizzle's on a left join with and without its row.
 */
function rowMapper(query: PreparedSelect): RowMapper | null {
  const { fields, joinsNotNullableMap, customResultMapper } = query as unknown as DrizzleSelectInternals;
  if (!fields || customResultMapper || fields.some(({ path }) => path.length > 2)) return null;
  const objects: { name: string; table: string | null | false; first: number }[] = [];
  const columns = fields.map(({ path, field }, i) => {
    const decoder = is(field, Column) ? field : ((is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as { sql: unknown }).sql) as { decoder: Decoder }).decoder;
    const identity = decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue || decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;
    if (path.length === 1) return { object: -1, opens: null, key: path[0], decoder: identity ? null : decoder };
    let object = objects.findIndex((o) => o.name === path[0]);
    // The object is made where its first field comes, so keys keep drizzle's order.
    const opens = object < 0 ? path[0] : null;
    if (object < 0) object = objects.push({ name: path[0], table: null, first: -1 }) - 1;
    // drizzle's nullify rule, decided here for what does not depend on the values.
    if (joinsNotNullableMap && is(field, Column)) {
      const o = objects[object];
      const table = getTableName(field.table);
      if (o.first < 0) [o.first, o.table] = [i, table];
      else if (o.table !== table) o.table = false;
    }
    return { object, opens, key: path[1], decoder: identity ? null : decoder };
  });
  const nullable = objects.flatMap((o, index) => (typeof o.table === "string" && !joinsNotNullableMap![o.table] ? [{ index, name: o.name, first: o.first }] : []));
  return (row) => {
    const result: Record<string, unknown> = {};
    const nested: Record<string, unknown>[] = new Array(objects.length);
    for (let i = 0; i < columns.length; i++) {
      const { object, opens, key, decoder } = columns[i];
      if (opens !== null) nested[object] = result[opens] = {};
      const raw = row[i];
      (object < 0 ? result : nested[object])[key] = raw === null ? null : decoder ? decoder.mapFromDriverValue(raw) : raw;
    }
    for (const { name, first } of nullable) if (row[first] === null) result[name] = null;
    return result;
  };
}
