import type { Context } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "./errors";

/** Byte range R2 served, for the 206 answer a PDF reader or a video player asks for. */
function servedRange(object: R2Object, requested: boolean): { offset: number; length: number } | null {
  const range = object.range;
  if (!requested || !range) return null;
  // workerd reports every field of the range, unused ones as undefined.
  const { offset, length, suffix } = range as { offset?: number; length?: number; suffix?: number };
  if (suffix !== undefined) return { offset: object.size - suffix, length: suffix };
  return { offset: offset ?? 0, length: length ?? object.size - (offset ?? 0) };
}

/**
 * Streams one R2 object the caller has already decided the requester may read, with Range (206)
 * and conditional (304) requests. `shared` lets public caches keep it; otherwise private.
 */
export async function serveR2Object(c: Context<AppEnv>, key: string, opts: { shared: boolean; disposition?: string; maxAge?: number; contentType?: string }): Promise<Response> {
  const object = await c.env.FILES.get(key, { onlyIf: c.req.raw.headers, range: c.req.raw.headers });
  if (!object) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (opts.contentType) headers.set("Content-Type", opts.contentType);
  headers.set("ETag", object.httpEtag);
  headers.set("Accept-Ranges", "bytes");
  headers.set("Cache-Control", opts.shared ? `public, max-age=${opts.maxAge ?? 300}` : "private, no-cache");
  if (opts.disposition) headers.set("Content-Disposition", opts.disposition);
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  const range = servedRange(object, c.req.raw.headers.has("Range"));
  if (range) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    headers.set("Content-Length", String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
}
