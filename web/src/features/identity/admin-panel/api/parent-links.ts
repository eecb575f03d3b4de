import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { StaffParentLinkOut } from "@contracts/people";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const PARENT_LINKS_PAGE_SIZE = 50;

export const useParentLinks = (f: { search?: string; tenant?: string; offset?: number }) =>
  useQuery({
    queryKey: [...adminKeys.parentLinks(), f],
    queryFn: ({ signal }) => api.get<Page<StaffParentLinkOut[]>>("/super-admin/parent-links/", { search: f.search, tenant: f.tenant, limit: PARENT_LINKS_PAGE_SIZE, offset: f.offset }, signal),
    placeholderData: keepPreviousData,
  });

export function useUnlinkParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/super-admin/parent-links/${encodeURIComponent(id)}/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.parentLinks() }),
  });
}
