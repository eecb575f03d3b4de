import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type OrderOut, type OrderStatus } from "@contracts/commerce";
import { confirmOrder } from "../api/confirm-order";
import { orderQuery } from "../api/get-order";
import { givingKeys } from "../api/keys";

export const POLL_INTERVAL_MS = 1000;
export const POLL_LIMIT_MS = 20_000;
export const SLOW_AFTER_MS = 6000;
const SETTLED: OrderStatus[] = ["paid", "on_hold", "failed", "refunded", "cancelled"];
export const isSettled = (order: OrderOut | undefined) => !!order && SETTLED.includes(order.status);

/**
 * After a provider sends the buyer back: ask the server once to confirm with the provider, then
 * poll the order every second (up to ~20 s) until it is settled. The return itself marks nothing.
 */
export function useConfirmedOrder(orderId: string, key: string | null) {
  const client = useQueryClient();
  const confirmed = useRef(false);
  const [confirmDone, setConfirmDone] = useState(false);
  const [slow, setSlow] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!orderId || confirmed.current) return;
    confirmed.current = true;
    confirmOrder(orderId, key)
      .then((order) => client.setQueryData(givingKeys.order(orderId), order))
      .catch(() => undefined) // Polling the order says what happened; a failed confirm is not the answer.
      .finally(() => setConfirmDone(true));
  }, [orderId, key, client]);

  useEffect(() => {
    setSlow(false);
    setTimedOut(false);
    const slowTimer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    const limitTimer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => {
      clearTimeout(slowTimer);
      clearTimeout(limitTimer);
    };
  }, [round]);

  const order = useQuery({
    ...orderQuery(orderId, key),
    enabled: !!orderId && confirmDone,
    refetchInterval: (q) => (isSettled(q.state.data) || timedOut ? false : POLL_INTERVAL_MS),
  });
  return { order, slow: slow && !isSettled(order.data), timedOut: timedOut && !isSettled(order.data), checkAgain: () => (setRound((r) => r + 1), void order.refetch()) };
}
