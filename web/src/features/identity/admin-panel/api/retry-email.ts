import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxEntry } from "@contracts/email";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** Puts a failed email back on the queue with fresh attempts. */
export const retryEmail = (id: string) => api.post<OutboxEntry>(`/super-admin/email-outbox/${encodeURIComponent(id)}/retry/`);

export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.outbox() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
