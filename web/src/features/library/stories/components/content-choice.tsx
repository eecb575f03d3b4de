import type { ReactNode } from "react";
import { Link } from "react-router";

/** A large link card for "What would you like to share?". */
export function ContentChoice({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="flex w-full items-center gap-4 rounded-xl border-2 border-line-muted bg-surface p-4 text-start transition-colors hover:border-primary hover:bg-surface-alt sm:flex-col sm:p-6 sm:text-center"
    >
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-dark sm:size-16 [&_svg]:size-6 sm:[&_svg]:size-8">
        {icon}
      </span>
      <span className="grid gap-1">
        <span className="text-base font-semibold text-ink sm:text-lg">{title}</span>
        <span className="text-sm text-ink-muted">{description}</span>
      </span>
    </Link>
  );
}
