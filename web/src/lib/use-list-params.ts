import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * List filters and the page live in the URL (?search=…&role=…&offset=…), so a list can be
 * bookmarked, shared and restored with Back. Changing a filter goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? "", [params]);
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);
  const update = useCallback(
    (patch: Record<string, string | number | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!("offset" in patch)) next.delete("offset");
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === "" || value === 0) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { get, offset, update };
}
