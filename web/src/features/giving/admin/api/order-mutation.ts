import { useQueryClient } from "@tanstack/react-query";
import { type OrderOut } from "@contracts/commerce";
import { givingKeys } from "./keys";

/** After an order action: the drawer shows the answer at once and the lists and dashboard refresh. */
export function useOrderSaved() {
  const client = useQueryClient();
  return (order: OrderOut) => {
    client.setQueryData(givingKeys.order(order.id), order);
    void client.invalidateQueries({ queryKey: givingKeys.orders() });
    void client.invalidateQueries({ queryKey: givingKeys.stats() });
  };
}
