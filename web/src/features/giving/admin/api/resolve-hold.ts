import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type OrderOut, type holdResolutionSchema } from "@contracts/commerce";
import { api } from "@/lib/api-client";
import { useOrderSaved } from "./order-mutation";

export type HoldResolution = z.input<typeof holdResolutionSchema>;

/** Releases an on-hold order into fulfilment, or refunds it. */
export const resolveHold = ({ id, input }: { id: string; input: HoldResolution }) => api.post<OrderOut>(`/orders/${encodeURIComponent(id)}/hold/`, input);

export const useResolveHold = () => useMutation({ mutationFn: resolveHold, onSuccess: useOrderSaved() });
