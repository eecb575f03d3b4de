import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, "role"> {
  /** 0–100; clamped. */
  value: number;
  /** The accessible name, e.g. "42% of $5,000.00 raised". */
  label: string;
}

/** A determinate progress bar with its value announced through its label. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={label}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-surface-alt ring-1 ring-line-muted ring-inset", className)}
      {...props}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
