import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type OrderOut, type refundSchema } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { useOrderSaved } from "./order-mutation";

export type RefundInput = z.input<typeof refundSchema>;

/** `amount` in minor units; left out, the whole remaining amount is refunded. */
export const refundOrder = ({ id, input }: { id: string; input: RefundInput }) => api.post<OrderOut>(`/orders/${encodeURIComponent(id)}/refund/`, input);

export const useRefundOrder = () => useMutation({ mutationFn: refundOrder, onSuccess: useOrderSaved() });
