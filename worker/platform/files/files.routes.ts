import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { AppError } from "../../lib/errors";
import { FILE_KINDS, ownerOfKey } from "../../lib/storage";

const KEY = new RegExp(`^(?:tenants/[a-z0-9_]+|platform)/(?:${FILE_KINDS.join("|")})/[a-z0-9]+\\.(?:png|jpg|webp)$`);

/** Malformed percent-encoding is a key that cannot exist (404), not a server error. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

/**
 * GET /api/files/{key}: uploaded images. On a school's host only that school's files and the
 * platform's shared pictures exist; the platform host (where staff work) serves any. Keys are random and never reused, so responses
 * are immutable; avatars of children stay out of shared caches.
 */
export const fileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = safeDecode(new URL(c.req.url).pathname.replace(/^\/api\/files\//, ""));
  const owner = KEY.test(key) ? ownerOfKey(key) : null;
  const scope = c.get("scope");
  // Platform-wide pictures (a platform charity's logo, a platform book category) show on every
  // school's site; a school's files and platform people's avatars stay on their own host.
  const sharedPlatformImage = owner?.tenantId === null && !key.includes("/avatars/");
  if (!owner || (scope.tenantId !== null && owner.tenantId !== scope.tenantId && !sharedPlatformImage)) throw new AppError("NOT_FOUND", "File not found");

  const object = await c.env.FILES.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", key.includes("/avatars/") ? "private, max-age=31536000, immutable" : "public, max-age=31536000, immutable");
  headers.set("Content-Disposition", "inline");
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { status: 200, headers });
});
