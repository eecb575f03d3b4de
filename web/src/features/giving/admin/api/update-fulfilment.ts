import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type OrderOut, type fulfilmentUpdateSchema } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { useOrderSaved } from "./order-mutation";

export type FulfilmentUpdate = z.input<typeof fulfilmentUpdateSchema>;

export const updateFulfilment = ({ id, input }: { id: string; input: FulfilmentUpdate }) => api.post<OrderOut>(`/orders/${encodeURIComponent(id)}/fulfilment/`, input);

export const useUpdateFulfilment = () => useMutation({ mutationFn: updateFulfilment, onSuccess: useOrderSaved() });
