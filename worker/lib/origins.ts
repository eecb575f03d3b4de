import type { Tenant } from "../db/schema";
import { isLocalEnvironment } from "./local-runtime";
import { normalizeHost } from "./tenant-resolution";

type Site = Pick<Tenant, "subdomain" | "domainUrl"> | null;

/** The host names a school (or, for null, the platform) is configured to be served on; the first is canonical. */
export function configuredHosts(env: Pick<Env, "PLATFORM_DOMAIN">, site: Site): string[] {
  const platform = normalizeHost(env.PLATFORM_DOMAIN);
  if (!site) return [platform];
  return [site.subdomain ? `${site.subdomain}.${platform}` : null, site.domainUrl].filter((h): h is string => !!h).map(normalizeHost);
}

/**
 * The origin for absolute links in emails, payment return URLs and upload URLs. It is never
 * taken on trust from the Host header (a forged Host, or any host that merely matches
 * STAGING_HOSTS, would point a reset link at an attacker): the request's host is kept only when
 * it is one of the site's configured names, else the canonical one is used. Deployed, links are
 * https without a port; a local Worker keeps the request's scheme and port (wrangler dev), and
 * without a request (an email sent from the queue) uses `LOCAL_PORT`, which `npm start` passes to
 * wrangler dev (scripts/serve.mjs), so a local email's links open the local site.
 */
export function siteOrigin(env: Pick<Env, "PLATFORM_DOMAIN" | "ENVIRONMENT"> & { LOCAL_PORT?: string }, site: Site, request?: { host: string; url: string }): string {
  const names = configuredHosts(env, site);
  const requested = request ? normalizeHost(request.host) : null;
  const host = requested && names.includes(requested) ? requested : (names[0] ?? normalizeHost(env.PLATFORM_DOMAIN));
  if (!isLocalEnvironment(env)) return `https://${host}`;
  if (!request) return env.LOCAL_PORT && /^\d{1,5}$/.test(env.LOCAL_PORT) ? `http://${host}:${env.LOCAL_PORT}` : `https://${host}`;
  const url = new URL(request.url);
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`;
}
