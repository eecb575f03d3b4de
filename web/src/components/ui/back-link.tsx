import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";

/**
 * A small text link's hit area: at least 24 px tall (WCAG 2.2, 2.5.8), 44 px on a touch screen. The
 * negative margin gives back the added height, so the page around it stays where it was (the
 * server's first paint keeps a 20 px line for a back link: worker/lib/page-snapshot.ts).
 */
export const SMALL_LINK_HIT_AREA = "min-h-6 -my-0.5 pointer-coarse:min-h-11 pointer-coarse:-my-3";

/** The quiet "← All users" link above a detail page, back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink ${SMALL_LINK_HIT_AREA}`}>
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}
