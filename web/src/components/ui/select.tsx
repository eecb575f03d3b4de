import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A styled native select: accessible everywhere, including phones' own pickers. No vertical
 * padding: the fixed height centres the text, and Noto Sans Arabic's and Devanagari's taller lines
 * were clipped at the bottom by py-2 ("English" lost its g's tail on an Arabic page).
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(({ className, ...props }, ref) => (
  <select
    ref={ref}
    className={cn(
      "flex h-10 w-full min-w-0 rounded-md border border-line-muted bg-surface px-3 py-0 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger",
      className,
    )}
    {...props}
  />
));
Select.displayName = "Select";
