import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { removeItem } from "../actions";

/** Removes a cart entry (on the server when signed in) and says so; `removing` is the entry in flight. */
export function useRemoveCartItem() {
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useCallback(async (item: string, title: string) => {
    setRemoving(item);
    try {
      await removeItem(item);
      toast.success(`Removed ${title} from your cart`);
    } catch (err) {
      toast.error(errorMessage(err, "Could not remove the item"));
    } finally {
      setRemoving(null);
    }
  }, []);
  return { removing, remove };
}
