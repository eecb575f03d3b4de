/*
 * Development tools (the dev mailbox, the demo payment provider) exist only where the Worker runs
 * on a developer's machine. A variable alone cannot say so — a deployed staging Worker may carry
 * ENVIRONMENT=development — so a request must also come from this machine to a local host name.
 */

/** The ENVIRONMENT values of a Worker on a developer's machine (`wrangler dev`, vitest). */
const LOCAL_ENVIRONMENTS = new Set(["development", "test"]);

export const isLocalEnvironment = (env: Pick<Env, "ENVIRONMENT">): boolean => LOCAL_ENVIRONMENTS.has(env.ENVIRONMENT);

/**
 * On Cloudflare the edge sets CF-Connecting-IP to the real client, which is never loopback; under
 * `wrangler dev` it is the local socket's address.
 */
export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false;
  const a = address.trim().toLowerCase();
  return a === "::1" || a === "0:0:0:0:0:0:0:1" || /^127(\.\d{1,3}){3}$/.test(a) || /^::ffff:127(\.\d{1,3}){3}$/.test(a);
}

/** localhost, *.localhost and loopback literals, with any port: the names a deployed Worker is never reached by. */
export function isLocalHostName(host: string | null): boolean {
  if (!host) return false;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "[::1]" || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * A request a development tool may answer: local ENVIRONMENT, a loopback client, a local host
 * name, and not sent by a page of another site (a cross-site fetch carries Sec-Fetch-Site; a
 * DNS-rebinding page fails the host name check).
 */
export function isLocalDevRequest(env: Pick<Env, "ENVIRONMENT">, headers: Headers): boolean {
  const site = headers.get("Sec-Fetch-Site");
  return (
    isLocalEnvironment(env) &&
    isLoopbackAddress(headers.get("CF-Connecting-IP")) &&
    isLocalHostName(headers.get("Host")) &&
    (site === null || site === "same-origin" || site === "none")
  );
}
