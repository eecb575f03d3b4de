import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The text of a search box whose committed value lives elsewhere (usually the URL): typing commits
 * once it has settled (debounced), and a change of the committed value from elsewhere (a nav link,
 * Back) replaces the text instead of being overwritten by it. `commit` need not be stable.
 */
export function useSearchInput(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled === text.trim() && settled !== committed) latestCommit.current(settled);
  }, [settled, text, committed]);
  return [text, setText] as const;
}
