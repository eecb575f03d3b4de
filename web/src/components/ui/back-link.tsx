import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";

/** The quiet "← All users" link above a detail page, back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}
