import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * The page's one h1, an optional line of context and its main actions. Both texts may carry
 * people's names (up to 100 characters, maybe one word): wrap-anywhere lets such a word break when
 * the grid sizes itself, so a phone's page is never wider than the screen. `badge` (a status) sits
 * beside the heading, not in it: the h1 names the page (and the tab, lib/page-title.ts).
 */
export function PageHeader({ title, badge, description, actions, className }: { title: ReactNode; badge?: ReactNode; description?: ReactNode; actions?: ReactNode; className?: string }) {
  const heading = <h1 className="text-2xl font-bold wrap-anywhere text-ink">{title}</h1>;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="grid min-w-0 gap-1">
        {badge ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        {description ? <p className="text-sm wrap-anywhere text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
