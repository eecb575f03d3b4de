/**
 * One Idempotency-Key per checkout attempt: the same order request (a double click, a retry after
 * a failed redirect) reuses the key, so the server answers the same order instead of a second one;
 * a changed request (other items, other contact) is a new attempt with a new key.
 */
const STORAGE_KEY = "checkout.attempt";

interface Attempt {
  signature: string;
  key: string;
}

export function newIdempotencyKey(): string {
  return `chk_${crypto.randomUUID().replaceAll("-", "")}`;
}

export function idempotencyKeyFor(request: unknown, storage: Storage = sessionStorage): string {
  const signature = JSON.stringify(request);
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null") as Attempt | null;
    if (saved && saved.signature === signature && typeof saved.key === "string") return saved.key;
  } catch {
    // An unreadable saved attempt is simply replaced.
  }
  const key = newIdempotencyKey();
  storage.setItem(STORAGE_KEY, JSON.stringify({ signature, key } satisfies Attempt));
  return key;
}

/** After a payment completes the next checkout is a new attempt. */
export function forgetCheckoutAttempt(storage: Storage = sessionStorage) {
  storage.removeItem(STORAGE_KEY);
}
