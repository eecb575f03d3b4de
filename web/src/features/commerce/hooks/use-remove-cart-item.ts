import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { removeItem } from "../actions";
import { isolate } from "@/lib/bidi";

/** Removes a cart entry (on the server when signed in) and says so; `removing` is the entry in flight. */
export function useRemoveCartItem() {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useCallback(async (item: string, title: string) => {
    setRemoving(item);
    try {
      await removeItem(item);
      toast.success(t("Removed {{title}} from your cart", { title: isolate(title) }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not remove the item")));
    } finally {
      setRemoving(null);
    }
  }, [t]);
  return { removing, remove };
}
