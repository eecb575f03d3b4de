import { SIGNED_IN_COOKIE } from "@contracts/page-cookies";

/**
 * The browser tab's title follows the page for a visitor: "{the page's h1} · {the site's name}"
 * (WCAG 2.4.2, and so that tabs, history and bookmarks tell pages apart; every page shows one h1
 * and most load it with their data). One observer for the whole app instead of a title in each of
 * ~150 routes: it looks at the first h1 at most once per task after the document changes.
 *
 * Signed in, the title stays the site's name: a signed-in page's heading may be a person (a pupil's
 * own dashboard is headed with their full name, a teacher's view of a pupil with the pupil's), and
 * a title outlives the page in the browser's history, which the next child on a shared classroom
 * computer can read. A visitor's pages show children as first name and initial at most.
 */
let siteName = "";
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);
let scheduled = false;

function apply(): void {
  scheduled = false;
  const heading = SIGNED_IN.test(document.cookie) ? "" : (document.querySelector("main h1, h1")?.textContent?.replace(/\s+/g, " ").trim() ?? "");
  const title = heading && heading !== siteName ? `${heading} · ${siteName}` : siteName;
  if (title && document.title !== title) document.title = title;
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(apply, 0);
}

/** The site's name (the school's, or the platform's) for every title from now on. */
export function setSiteName(name: string): void {
  siteName = name;
  schedule();
}

/** Starts following the page's h1 (once; returns a stop function for tests). */
export function followPageTitles(root: Node = document.body): () => void {
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  schedule();
  return () => observer.disconnect();
}
