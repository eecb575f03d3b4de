import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { Role } from "../contracts/users";

const ISSUER = "schools-platform";
const ACCESS_AUDIENCE = "api";
const COMMUNITY_AUDIENCE = "community";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const COMMUNITY_TTL_SECONDS = 12 * 60 * 60;

export interface AccessClaims {
  sub: string;
  /** Tenant of the host the token was issued on; null on the platform host. */
  tid: string | null;
  role: Role | null;
  staff: boolean;
  /** The session (refresh-token family) the token belongs to: revoking it ends the token at once. */
  sid: string;
}

/**
 * The HMAC key of JWT_SECRET, imported once per isolate (keyed by the secret, so a rotated secret is
 * a new key): handing jose the raw bytes imports them again on every sign and verify, which every
 * signed-in request paid for. The imported key is kept, never the pending import: a promise made in
 * one request and awaited by another is what workerd warns about (and may cancel); two first
 * requests at once simply import twice.
 */
let cachedKey: { secret: string; key: CryptoKey } | null = null;

async function secretKey(env: Pick<Env, "JWT_SECRET">): Promise<CryptoKey> {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 32) {
    // A deployment without a proper secret must fail loudly rather than sign guessable tokens.
    throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  }
  if (cachedKey?.secret === secret) return cachedKey.key;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  cachedKey = { secret, key };
  return key;
}

export async function signAccessToken(env: Pick<Env, "JWT_SECRET">, claims: AccessClaims, ttl = ACCESS_TOKEN_TTL_SECONDS) {
  return new SignJWT({ tid: claims.tid, role: claims.role, staff: claims.staff, sid: claims.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(await secretKey(env));
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: "expired" | "invalid" };

export async function verifyAccessToken(env: Pick<Env, "JWT_SECRET">, token: string): Promise<VerifyResult<AccessClaims>> {
  try {
    const { payload } = await jwtVerify(token, await secretKey(env), {
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return { ok: false, reason: "invalid" };
    return {
      ok: true,
      claims: {
        sub: payload.sub,
        tid: typeof payload.tid === "string" ? payload.tid : null,
        role: (payload.role as Role | null) ?? null,
        staff: payload.staff === true,
        sid: payload.sid,
      },
    };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: "expired" };
    if (err instanceof joseErrors.JOSEError) return { ok: false, reason: "invalid" };
    throw err;
  }
}

export async function signCommunityToken(env: Pick<Env, "JWT_SECRET">, tenantId: string) {
  return new SignJWT({ tid: tenantId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(COMMUNITY_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${COMMUNITY_TTL_SECONDS}s`)
    .sign(await secretKey(env));
}

export async function verifyCommunityToken(env: Pick<Env, "JWT_SECRET">, token: string, tenantId: string) {
  try {
    const { payload } = await jwtVerify(token, await secretKey(env), {
      issuer: ISSUER,
      audience: COMMUNITY_AUDIENCE,
      algorithms: ["HS256"],
    });
    return payload.tid === tenantId;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return false;
    throw err;
  }
}

const SECOND_FACTOR_AUDIENCE = "second-factor";
/** The password step's proof, waiting for the code step (or, for staff without TOTP, enrolment). */
export const SECOND_FACTOR_TTL_SECONDS = 10 * 60;

export interface SecondFactorClaims {
  sub: string;
  tid: string | null;
  remember: boolean;
  step: "verify" | "enrol";
}

export async function signSecondFactorToken(env: Pick<Env, "JWT_SECRET">, claims: SecondFactorClaims) {
  return new SignJWT({ tid: claims.tid, remember: claims.remember, step: claims.step })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(SECOND_FACTOR_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SECOND_FACTOR_TTL_SECONDS}s`)
    .sign(await secretKey(env));
}

/** The claims of a valid second-factor token issued on this host, or null. */
export async function verifySecondFactorToken(env: Pick<Env, "JWT_SECRET">, token: string, hostTenantId: string | null): Promise<SecondFactorClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await secretKey(env), { issuer: ISSUER, audience: SECOND_FACTOR_AUDIENCE, algorithms: ["HS256"] });
    const tid = (payload.tid as string | null | undefined) ?? null;
    if (!payload.sub || tid !== hostTenantId || (payload.step !== "verify" && payload.step !== "enrol")) return null;
    return { sub: payload.sub, tid, remember: payload.remember === true, step: payload.step };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
