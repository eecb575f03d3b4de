import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { authKeys } from "./keys";

export interface PublicConfig {
  turnstile_site_key: string | null;
  /** Accounts are created on the platform host only; schools create their own. */
  signup_enabled: boolean;
}

export const getPublicConfig = () => api.get<PublicConfig>("/public-config");

export const publicConfigQuery = queryOptions({ queryKey: authKeys.publicConfig(), queryFn: getPublicConfig, staleTime: 5 * 60_000 });

/** GET /api/public-config */
export const usePublicConfig = () => useQuery(publicConfigQuery);
