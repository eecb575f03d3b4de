import { importJWK, jwtVerify, SignJWT, errors as joseErrors, type JWK } from "jose";
import { PLATFORM_NAME } from "../../contracts/brand";
import { AppError } from "../../lib/errors";
import { normalizeHost } from "../../lib/tenant-resolution";

/*
 * Open Badges 3.0: each issued certificate is an OpenBadgeCredential (a W3C Verifiable
 * Credential, data model 1.1 as OB 3.0 specifies) signed as a VC-JWT with the platform's Ed25519
 * key. The issuer is did:web on the platform's canonical host, whose DID document
 * (/.well-known/did.json) publishes the public key, so anyone can check a credential offline from
 * the file and the DID document alone.
 */

export const OB_CONTEXT = ["https://www.w3.org/2018/credentials/v1", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"];
const KEY_FRAGMENT = "key-0";

/** did:web of the canonical platform host (a port is percent-encoded, as did:web requires). */
export function platformDid(env: Pick<Env, "PLATFORM_DOMAIN">): string {
  return `did:web:${normalizeHost(env.PLATFORM_DOMAIN).replace(/:/g, "%3A")}`;
}

interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

function signingKey(env: Pick<Env, "CERT_SIGNING_KEY">): SigningKey {
  let jwk: JWK;
  try {
    jwk = JSON.parse(env.CERT_SIGNING_KEY ?? "") as JWK;
  } catch {
    throw new AppError("UNAVAILABLE", "Certificate signing is not configured (CERT_SIGNING_KEY).");
  }
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || !jwk.x || !jwk.d) throw new AppError("UNAVAILABLE", "Certificate signing is not configured (CERT_SIGNING_KEY must be an Ed25519 private JWK).");
  return { privateJwk: { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d }, publicJwk: { kty: "OKP", crv: "Ed25519", x: jwk.x } };
}

/** The DID document served at /.well-known/did.json. */
export function didDocument(env: Pick<Env, "PLATFORM_DOMAIN" | "CERT_SIGNING_KEY">) {
  const did = platformDid(env);
  const { publicJwk } = signingKey(env);
  const keyId = `${did}#${KEY_FRAGMENT}`;
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"],
    id: did,
    verificationMethod: [{ id: keyId, type: "JsonWebKey2020", controller: did, publicKeyJwk: publicJwk }],
    assertionMethod: [keyId],
    authentication: [keyId],
  };
}

export interface CredentialFacts {
  id: string;
  version: number;
  displayName: string;
  courseTitle: string;
  courseKind: string;
  courseUrl: string;
  issuerName: string;
  issuedAt: number;
  verifyUrl: string;
}

/** The credential's JSON (the `vc` claim). */
export function openBadgeCredential(env: Pick<Env, "PLATFORM_DOMAIN">, f: CredentialFacts) {
  const did = platformDid(env);
  return {
    "@context": OB_CONTEXT,
    id: `${f.verifyUrl}#v${f.version}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: did, type: ["Profile"], name: f.issuerName === PLATFORM_NAME ? PLATFORM_NAME : `${f.issuerName} (via ${PLATFORM_NAME})`, url: new URL(f.verifyUrl).origin },
    issuanceDate: new Date(f.issuedAt).toISOString(),
    name: f.courseTitle,
    credentialSubject: {
      type: ["AchievementSubject"],
      name: f.displayName,
      achievement: {
        id: f.courseUrl,
        type: ["Achievement"],
        achievementType: "Course",
        name: f.courseTitle,
        description: `Completed the ${f.courseKind === "teacher_training" ? "teacher-training course" : "course"} "${f.courseTitle}".`,
        criteria: { narrative: "Every lesson completed and, where the course has one, the final quiz passed at its pass mark; final work approved where the course asks for it." },
      },
    },
  };
}

/** Signs the credential as a VC-JWT (OB 3.0 §8.2: iss, jti, nbf, sub and the vc claim). */
export async function signCredential(env: Pick<Env, "PLATFORM_DOMAIN" | "CERT_SIGNING_KEY">, f: CredentialFacts): Promise<string> {
  const { privateJwk } = signingKey(env);
  const key = await importJWK(privateJwk, "EdDSA");
  const vc = openBadgeCredential(env, f);
  const did = platformDid(env);
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: "EdDSA", typ: "JWT", kid: `${did}#${KEY_FRAGMENT}` })
    .setIssuer(did)
    .setJti(vc.id)
    .setSubject(f.verifyUrl)
    .setNotBefore(Math.floor(f.issuedAt / 1000))
    .setIssuedAt(Math.floor(f.issuedAt / 1000))
    .sign(key);
}

export type VerifyFailure = "malformed" | "bad_signature" | "unknown_issuer";
export interface CheckedCredential {
  certificateId: string;
  version: number;
  displayName: string;
}

/** Checks the signature and the issuer; the caller checks the certificate's state in the database. */
export async function checkCredential(env: Pick<Env, "PLATFORM_DOMAIN" | "CERT_SIGNING_KEY">, jwt: string): Promise<{ ok: true; value: CheckedCredential } | { ok: false; reason: VerifyFailure; message: string }> {
  const parts = jwt.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed", message: "This is not a VC-JWT (three base64url parts separated by dots)." };
  let header: { alg?: string; kid?: string };
  let payload: { iss?: string; vc?: { id?: string; credentialSubject?: { name?: string } } };
  try {
    header = JSON.parse(new TextDecoder().decode(b64urlDecode(parts[0])));
    payload = JSON.parse(new TextDecoder().decode(b64urlDecode(parts[1])));
  } catch {
    return { ok: false, reason: "malformed", message: "The credential's header or payload is not valid JSON." };
  }
  const did = platformDid(env);
  if (payload.iss !== did || !header.kid?.startsWith(`${did}#`)) return { ok: false, reason: "unknown_issuer", message: `This credential was not issued by ${did}.` };
  if (header.alg !== "EdDSA") return { ok: false, reason: "bad_signature", message: "The credential is not signed with EdDSA (Ed25519)." };
  try {
    const key = await importJWK(signingKey(env).publicJwk, "EdDSA");
    const { payload: verified } = await jwtVerify(jwt, key, { issuer: did, algorithms: ["EdDSA"] });
    const vc = verified.vc as { id?: string; credentialSubject?: { name?: string } } | undefined;
    const match = /\/certificates\/(crt_[A-Za-z0-9_]+)#v(\d+)$/.exec(vc?.id ?? "");
    if (!match) return { ok: false, reason: "malformed", message: "The credential does not name one of our certificates." };
    return { ok: true, value: { certificateId: match[1], version: Number(match[2]), displayName: vc?.credentialSubject?.name ?? "" } };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) return { ok: false, reason: "bad_signature", message: "The signature does not match: the credential was changed after it was issued." };
    return { ok: false, reason: "bad_signature", message: "The signature could not be verified." };
  }
}

function b64urlDecode(s: string): Uint8Array {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
