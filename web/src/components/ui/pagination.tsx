import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** "Showing 21–40 of 57" with Previous/Next, for limit/offset lists. */
export function Pagination({ count, limit, offset, onOffsetChange, label = "Pagination", className }: {
  count: number;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  label?: string;
  className?: string;
}) {
  const from = count === 0 ? 0 : Math.min(offset + 1, count);
  const to = Math.min(offset + limit, count);
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}>
      <p className="text-ink-muted" aria-live="polite">
        Showing {from}–{to} of {count}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset <= 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={offset + limit >= count} onClick={() => onOffsetChange(offset + limit)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
