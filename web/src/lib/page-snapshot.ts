import { useLayoutEffect } from "react";

/*
 * The first paint the Worker puts before #root on a few pages (worker/lib/page-snapshot.ts): the
 * school's header and the page's leading content, drawn from the answers in the HTML while this app
 * loads. The app renders hidden beside it; the page removes it once its own content is rendered
 * (usePageShown), in the same frame, so nothing flashes. Anything else that takes over the screen
 * (another page, an error, a signed-in user's own view, another language) removes it first.
 */
const SNAPSHOT_ID = "page-snapshot";

export function releaseSnapshot(): void {
  if (typeof document === "undefined") return;
  document.getElementById(SNAPSHOT_ID)?.remove();
}

export const hasSnapshot = () => typeof document !== "undefined" && document.getElementById(SNAPSHOT_ID) !== null;

/** Removes the snapshot once `shown` (the page's content, or its error, is in the DOM). */
export function usePageShown(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) releaseSnapshot();
  }, [shown]);
}
