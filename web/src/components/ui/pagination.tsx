import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { Button } from "./button";

/** "Showing 21–40 of 57" with Previous/Next, for limit/offset lists. */
export function Pagination({ count, limit, offset, onOffsetChange, label, className }: {
  count: number;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const from = count === 0 ? 0 : Math.min(offset + 1, count);
  const to = Math.min(offset + limit, count);
  return (
    <nav aria-label={label ?? t("Pagination")} className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}>
      <p className="text-ink-muted" aria-live="polite">
        {t("Showing {{from}}–{{to}} of {{total}}", { from: formatNumber(from), to: formatNumber(to), total: formatNumber(count) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset <= 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden /> {t("Previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={offset + limit >= count} onClick={() => onOffsetChange(offset + limit)}>
          {t("Next")} <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
