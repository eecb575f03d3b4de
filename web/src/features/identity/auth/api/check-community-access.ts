import { api } from "@/lib/api-client";
import { setGenericAccess } from "@/lib/session";

/**
 * GET /api/check-generic-access — the community cookie is HttpOnly and lasts 12 hours, so the
 * local flag can outlive it: drop the flag when the server says the access has ended (a failed
 * call changes nothing).
 */
export async function syncCommunityAccess() {
  const { authenticated } = await api.get<{ authenticated: boolean }>("/check-generic-access");
  if (!authenticated) setGenericAccess(false);
  return authenticated;
}
