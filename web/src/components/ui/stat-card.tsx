import type { ComponentType } from "react";
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";

const numberFormat = new Intl.NumberFormat();

/** One count; with `to` the whole card links to the list it counts. */
export function StatCard({ label, value, icon: Icon, to, tone = "default" }: {
  label: string;
  value: number;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  to?: string;
  tone?: "default" | "danger" | "success" | "warning";
}) {
  const body = (
    <>
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          tone === "default" && "bg-primary-light text-primary-dark",
          tone === "danger" && "bg-red-100 text-red-900",
          tone === "success" && "bg-green-100 text-green-900",
          tone === "warning" && "bg-amber-100 text-amber-900",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0">
        <span className="text-sm text-ink-muted">{label}</span>
        <span className="text-2xl font-bold text-ink tabular-nums">{numberFormat.format(value)}</span>
      </span>
      {to ? <ChevronRight className="ms-auto size-4 text-ink-muted" aria-hidden /> : null}
    </>
  );
  const className = cn(
    "flex items-center gap-3 rounded-xl border bg-surface p-4 shadow-sm",
    tone === "danger" ? "border-red-300" : "border-line-muted",
    to && "transition-colors hover:bg-surface-alt",
  );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
