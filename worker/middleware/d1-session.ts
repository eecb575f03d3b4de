import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The request and response header that carries a D1 Sessions bookmark between browser and Worker. */
export const BOOKMARK_HEADER = "x-d1-bookmark";
/**
 * What a bookmark may look like: D1's are dash-separated hex fields (`0000000b-00000006-00004ff2-…`).
 * Anything else (too long, other characters) is ignored rather than handed to D1, which would fail
 * the request's first query.
 */
const BOOKMARK = /^[0-9A-Fa-f]+(?:-[0-9A-Fa-f]+){0,7}$/;
const BOOKMARK_MAX_LENGTH = 128;

export function validBookmark(value: string | undefined | null): string | undefined {
  return value && value.length <= BOOKMARK_MAX_LENGTH && BOOKMARK.test(value) ? value : undefined;
}

/**
 * D1 read replication (issue #15): every query of a request runs in one D1 session, so reads may be
 * served by a nearby replica while staying sequentially consistent — a write of the request is
 * visible to its later reads. The session starts at the bookmark the browser sends (the newest it
 * has seen, so a user always reads their own writes, whichever replica answers) or, without one,
 * anywhere ("first-unconstrained"); the session's latest bookmark goes back in the same header.
 *
 * `c.env.DB` is replaced for the rest of the request by the session, so services (drizzle through
 * `c.var.db`, raw batches through `ctx.env.DB`) need not know. With replication off (and locally)
 * a session behaves exactly as the database; a runtime without `withSession` keeps the database.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const database = c.env.DB;
  if (typeof database?.withSession !== "function") return next();
  const session = openSession(database, validBookmark(c.req.header(BOOKMARK_HEADER)));
  c.env = { ...c.env, DB: sessionDatabase(session, database) };
  await next();
  const bookmark = session.getBookmark();
  if (!bookmark) return;
  try {
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  } catch {
    // Immutable headers (a response fetched from elsewhere): copy it to add ours.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  }
});

function openSession(database: D1Database, bookmark: string | undefined): D1DatabaseSession {
  if (bookmark) {
    try {
      return database.withSession(bookmark);
    } catch {
      // A bookmark D1 refuses (of another database, say) is ignored like a malformed one.
    }
  }
  return database.withSession("first-unconstrained");
}

/**
 * The session in the D1Database shape the code expects: queries and batches go through the
 * session; `exec` and `dump` (never used while serving a request) reach the database itself.
 */
function sessionDatabase(session: D1DatabaseSession, database: D1Database): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => database.exec(query),
    dump: () => database.dump(),
    withSession: (constraintOrBookmark?: string) => database.withSession(constraintOrBookmark),
  } as D1Database;
}
