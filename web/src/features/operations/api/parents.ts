import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ParentChildDashboardOut, ParentChildOut } from "@contracts/people";
import { api } from "@/lib/api-client";
import { operationsKeys } from "./keys";

/** GET /api/parent/children/: the signed-in parent's linked children with their progress. */
export const useParentChildren = () =>
  useQuery({ queryKey: operationsKeys.parentChildren(), queryFn: ({ signal }) => api.get<{ results: ParentChildDashboardOut[] }>("/parent/children/", undefined, signal) });

/** POST /api/parent/links/ with a child's home-learning code. */
export function useLinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<ParentChildOut>("/parent/links/", { code }),
    onSuccess: () => void client.invalidateQueries({ queryKey: operationsKeys.parentChildren() }),
  });
}

/** PATCH /api/parent/links/{id}/: may the child's full name appear on certificates. */
export function useCertificateNameSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, show }: { linkId: string; show: boolean }) => api.patch<ParentChildOut>(`/parent/links/${encodeURIComponent(linkId)}/`, { show_full_name_on_certificates: show }),
    onSuccess: () => void client.invalidateQueries({ queryKey: operationsKeys.parentChildren() }),
  });
}

/** DELETE /api/parent/links/{id}/: the parent stops following a child (the school can link them again). */
export function useUnlinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete<void>(`/parent/links/${encodeURIComponent(linkId)}/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: operationsKeys.parentChildren() }),
  });
}
