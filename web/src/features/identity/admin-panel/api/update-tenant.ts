import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** `form` holds only the changed fields (and the logo when a new one was picked). */
export const updateTenant = ({ id, form }: { id: string; form: FormData }) => api.patchForm<AdminTenant>(`/admin/tenants/${encodeURIComponent(id)}/`, form);

export function useUpdateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: (tenant) => {
      client.setQueryData(adminKeys.tenant(tenant.id), tenant);
      void client.invalidateQueries({ queryKey: adminKeys.tenants() });
    },
  });
}
