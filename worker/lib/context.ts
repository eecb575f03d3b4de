import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { Tenant } from "../db/schema";
import type { AuthUser } from "../middleware/auth";
import type { DB, RidingCheck, TenantScope } from "./db";
import { isLocale, negotiateLocale, parseAcceptLanguage, type Locale } from "../contracts/locales";
import { siteOrigin } from "./origins";
import { clientAddress } from "./rate-limit";
import type { SeenVersion } from "./content-version";

/** What a service needs from the request: never the Hono context itself. */
export interface ServiceContext {
  db: DB;
  env: Env;
  scope: TenantScope;
  tenant: Tenant | null;
  user: AuthUser | null;
  /** Origin for absolute links: this site's configured host, never a forged one (lib/origins.ts). */
  origin: string;
  clientAddress: string;
  /** For the staff action log: the caller's browser and the host the request came to. */
  userAgent?: string;
  host?: string;
  /**
   * The language the request asked for (Accept-Language, which the web app sets to the reader's
   * interface language), when it names one the app speaks: a visitor's emails are written in it.
   */
  locale?: Locale;
  /** The host's content version as this request has seen it (lib/content-version.ts); absent outside a request. */
  seenVersion?: SeenVersion;
  /**
   * On a route whose session check is deferred (middleware/auth.ts): the check, for the request's
   * first kept select to carry in its round trip (ReusableSelects.all). `user` is then the token's
   * until the check answers; such a route only reads, or writes only after `confirmSession`
   * (middleware/auth.ts GATED_ROUTE).
   */
  sessionCheck?: RidingCheck;
  /** Defers work past the response (queue sends after a commit). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  const tenant = c.get("tenant");
  return {
    db: c.get("db"),
    env: c.env,
    scope: c.get("scope"),
    tenant,
    user: c.get("user"),
    origin: siteOrigin(c.env, tenant, { host: c.req.header("Host") ?? new URL(c.req.url).host, url: c.req.url }),
    clientAddress: clientAddress(c.req.raw.headers),
    userAgent: c.req.header("User-Agent")?.slice(0, 300),
    host: c.req.header("Host") ?? new URL(c.req.url).host,
    locale: requestLocale(c.req.header("Accept-Language"), tenant?.locale),
    seenVersion: c.get("seenVersion"),
    sessionCheck: c.get("sessionCheck"),
    waitUntil: (p) => {
      try {
        c.executionCtx.waitUntil(p);
      } catch {
        // No execution context (app.request in a unit test): the promise still runs.
      }
    },
  };
}

function requestLocale(header: string | undefined, schoolLocale: string | undefined): Locale | undefined {
  const accepted = parseAcceptLanguage(header);
  if (!accepted.some((tag) => isLocale(tag.toLowerCase().split("-")[0]))) return undefined;
  return negotiateLocale(accepted, schoolLocale && isLocale(schoolLocale) ? schoolLocale : "en");
}

export const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";
