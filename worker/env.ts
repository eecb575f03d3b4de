import type { DB } from "./lib/db";
import type { TenantScope } from "./lib/db";
import type { Tenant } from "./db/schema";
import type { Role } from "./contracts/users";
import type { AppError } from "./lib/errors";
import type { SeenVersion } from "./lib/content-version";
import type { RidingCheck } from "./lib/db";

/** The signed-in caller, from a verified access token (middleware/auth.ts). */
export interface AuthUser {
  id: string;
  tenantId: string | null;
  role: Role | null;
  isStaff: boolean;
}

/** Bindings come from `wrangler types` (worker/worker-configuration.d.ts). */
export type Bindings = Env;

export interface AppVariables {
  requestId: string;
  db: DB;
  /** The tenant served on this host, or null on the platform host. */
  tenant: Tenant | null;
  scope: TenantScope;
  /** The host's content version this request has read (lib/content-version.ts), shared by the edge cache and the services. */
  seenVersion: SeenVersion;
  user: AuthUser | null;
  /** Why a presented bearer token was refused (thrown only where authentication is required). */
  authError: AppError | null;
  /** On a route whose session check is deferred (middleware/auth.ts), the check, for the first read to carry. */
  sessionCheck: RidingCheck | undefined;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: AppVariables;
}
