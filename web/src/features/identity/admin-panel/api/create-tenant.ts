import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminTenant } from "@contracts/tenants";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const createTenant = (form: FormData) => api.postForm<AdminTenant>("/admin/tenants/", form);

export function useCreateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: (tenant) => {
      client.setQueryData(adminKeys.tenant(tenant.id), tenant);
      void client.invalidateQueries({ queryKey: adminKeys.tenants() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
