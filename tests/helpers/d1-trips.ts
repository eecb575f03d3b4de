/**
 * A D1 (or D1 session) whose round trips are counted: each statement's all/raw/first/run and each
 * batch is one, and a session opened on it (middleware/d1-session.ts) is counted too. `trips`
 * names them (the statement's first characters, or "batch of N"); `queries` holds every statement's
 * whole SQL text as it was prepared.
 */
export function countingD1(database: D1Database): { d1: D1Database; trips: string[]; queries: string[] } {
  const trips: string[] = [];
  const queries: string[] = [];
  const statement = (s: D1PreparedStatement, query: string): D1PreparedStatement =>
    new Proxy(s, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => statement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args), query);
        if (prop === "all" || prop === "raw" || prop === "first" || prop === "run") trips.push(query.slice(0, 60));
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  const wrap = <D extends object>(d: D): D =>
    new Proxy(d, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        const fn = value as (...a: unknown[]) => unknown;
        if (prop === "prepare") return (query: string) => (queries.push(query), statement(fn.call(target, query) as D1PreparedStatement, query));
        if (prop === "batch") return (statements: unknown[]) => (trips.push(`batch of ${statements.length}`), fn.call(target, statements));
        if (prop === "withSession") return (...args: unknown[]) => wrap(fn.apply(target, args) as object);
        return fn.bind(target);
      },
    });
  return { d1: wrap(database), trips, queries };
}
