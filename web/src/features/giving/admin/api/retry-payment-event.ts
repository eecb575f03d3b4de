import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PaymentEventOut } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** Re-enqueues a dead or failed provider event. */
export const retryPaymentEvent = (id: string) => api.post<PaymentEventOut>(`/payments/events/${encodeURIComponent(id)}/retry/`);

export function useRetryPaymentEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryPaymentEvent,
    onSuccess: () => void client.invalidateQueries({ queryKey: givingKeys.paymentEvents() }),
  });
}
