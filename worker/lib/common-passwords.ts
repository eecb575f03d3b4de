import { AppError } from "./errors";
import { COMMON_PASSWORDS_KEY, CommonPasswordFormatError, decodeCommonPasswordSet, setHolds, type DecodedCommonPasswordSet } from "./common-passwords-format";

/**
 * The zxcvbn-ts "common passwords" list (~49,000 entries, maintained upstream), compared
 * case-insensitively as Django's CommonPasswordValidator does. It lives in R2 as one Golomb-coded
 * set (COMMON_PASSWORDS_KEY, ~84 KB of incompressible bits, never in the bundle — issue #15): the
 * seed and the worker tests put it there, production uploads it once (README, Deployment). Every
 * listed password is refused; a password not on the list is refused by mistake about once in 4,096.
 */
export interface CommonPasswords {
  has(password: string): boolean;
}

/** Decoded once per isolate and kept by etag: a replaced object is decoded again. */
let cache: { etag: string; set: DecodedCommonPasswordSet } | undefined;

const holding = (set: DecodedCommonPasswordSet): CommonPasswords => ({ has: (password) => setHolds(set, password) });

const unavailable = (why: string) =>
  new AppError("UNAVAILABLE", `The common-password list ${COMMON_PASSWORDS_KEY} ${why}. Upload the common-password list (npm run passwords:build, README Deployment; npm run db:seed locally) and try again.`);

/**
 * The set, for checking any number of passwords synchronously. One conditional R2 read a call (no
 * body while the etag is unchanged). A missing or unreadable object fails closed: 503 naming the
 * key, never a check that lets every password through.
 */
export async function loadCommonPasswords(bucket: R2Bucket): Promise<CommonPasswords> {
  const seen = cache;
  const object = await bucket.get(COMMON_PASSWORDS_KEY, seen ? { onlyIf: { etagDoesNotMatch: seen.etag } } : undefined);
  if (!object) throw unavailable("is missing from storage");
  // A failed etagDoesNotMatch answers the object's metadata without a body: ours is current.
  if (!("body" in object)) {
    if (!seen) throw unavailable("could not be read");
    return holding(seen.set);
  }
  let set: DecodedCommonPasswordSet;
  try {
    set = decodeCommonPasswordSet(new Uint8Array(await object.arrayBuffer()));
  } catch (err) {
    if (err instanceof CommonPasswordFormatError) throw unavailable(err.message);
    throw err;
  }
  cache = { etag: object.etag, set };
  return holding(set);
}

export async function isCommonPassword(bucket: R2Bucket, password: string): Promise<boolean> {
  return (await loadCommonPasswords(bucket)).has(password);
}
