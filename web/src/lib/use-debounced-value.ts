import { useEffect, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms (search boxes query as typing pauses). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
