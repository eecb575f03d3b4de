export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Server-side Turnstile check; returns true when no secret is configured (the check is off). */
export async function verifyTurnstile(secret: string | undefined, token: string | undefined, remoteIp: string): Promise<boolean> {
  if (!secret) return true;
  if (!token) return false;
  const body = new FormData();
  body.append("secret", secret);
  body.append("response", token);
  if (remoteIp !== "unknown") body.append("remoteip", remoteIp);
  try {
    const res = await fetch(TURNSTILE_VERIFY_URL, { method: "POST", body });
    const data = (await res.json()) as { success?: boolean };
    return data.success === true;
  } catch (err) {
    console.error(JSON.stringify({ msg: "turnstile verification failed", error: String(err) }));
    return false;
  }
}
