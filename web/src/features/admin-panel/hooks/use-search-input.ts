import { useEffect, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The text of a search box whose committed value lives in the URL: typing commits once it has
 * settled (debounced), and a change of the URL from elsewhere (a nav link, Back) replaces the text.
 */
export function useSearchInput(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled === text.trim() && settled !== committed) commit(settled);
  }, [settled, text, committed, commit]);
  return [text, setText] as const;
}
