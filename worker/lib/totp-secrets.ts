import { base32Decode } from "./totp";
import { base64url } from "./ids";
import { isLocalEnvironment } from "./local-runtime";

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from JWT_SECRET, stored as
 * "v1.<iv>.<ciphertext>". The seeded demo staff's published secret is stored as "demo.<base32>"
 * (the seed refuses remote databases) and is read only by a Worker in a local ENVIRONMENT.
 */
const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

async function sealingKey(env: Pick<Env, "JWT_SECRET">): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(env.JWT_SECRET), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode("schools-platform"), info: new TextEncoder().encode("totp-secret-v1") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export async function sealTotpSecret(env: Pick<Env, "JWT_SECRET">, secret: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(env), secret));
  return `v1.${base64url(iv)}.${base64url(ct)}`;
}

export async function openTotpSecret(env: Pick<Env, "JWT_SECRET" | "ENVIRONMENT">, sealed: string): Promise<Uint8Array | null> {
  const [version, a, b] = sealed.split(".");
  if (version === "demo" && a) return isLocalEnvironment(env) ? base32Decode(a) : null;
  if (version !== "v1" || !a || !b) return null;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromB64url(a) }, await sealingKey(env), fromB64url(b)));
  } catch {
    return null;
  }
}
