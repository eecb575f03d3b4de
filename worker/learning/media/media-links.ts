import { mediaUrl } from "../courses/course-presenter";

/*
 * A video, its captions and a lesson's pictures are fetched by the browser's media elements, which
 * cannot send the bearer token. After the lesson's access check, their URLs carry a short-lived
 * signature for this file and this user (HMAC-SHA-256 with a key derived from JWT_SECRET); the media
 * route serves a signed URL without a token until it expires.
 */

export const MEDIA_LINK_TTL_SECONDS = 6 * 60 * 60;

const encoder = new TextEncoder();
const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function key(env: Pick<Env, "JWT_SECRET">): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(`learning-media:${env.JWT_SECRET}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const payload = (mediaId: string, userId: string, exp: number) => encoder.encode(`${mediaId}|${userId}|${exp}`);

/** `/api/learning/media/{id}?u=&exp=&sig=` for this user, valid for MEDIA_LINK_TTL_SECONDS. */
export async function signedMediaUrl(env: Pick<Env, "JWT_SECRET">, mediaId: string, userId: string, now = Date.now()): Promise<string> {
  const exp = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS;
  const sig = b64url(await crypto.subtle.sign("HMAC", await key(env), payload(mediaId, userId, exp)));
  return `${mediaUrl(mediaId)}?${new URLSearchParams({ u: userId, exp: String(exp), sig })}`;
}

/** Whether the query string is an unexpired signature for this file (constant-time HMAC verify). */
export async function verifyMediaSignature(env: Pick<Env, "JWT_SECRET">, mediaId: string, q: { u?: string; exp?: string; sig?: string }, now = Date.now()): Promise<boolean> {
  if (!q.u || !q.exp || !q.sig || !/^\d{1,12}$/.test(q.exp) || Number(q.exp) * 1000 < now) return false;
  const raw = q.sig.replace(/-/g, "+").replace(/_/g, "/");
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(raw + "=".repeat((4 - (raw.length % 4)) % 4)), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await key(env), bytes, payload(mediaId, q.u, Number(q.exp)));
}
