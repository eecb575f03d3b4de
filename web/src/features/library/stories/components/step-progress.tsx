import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";

/** Where the writer is: numbered steps (their labels already translated), the current one marked for screen readers. */
export function StepProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("Progress")}>
      <p className="mb-2 text-sm font-medium text-ink-muted">{t("Step {{step}} of {{total}}", { step: formatNumber(current + 1), total: formatNumber(steps.length) })}</p>
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((label, i) => {
          const done = i < current;
          const here = i === current;
          return (
            <li key={label} aria-current={here ? "step" : undefined} className="grid gap-1">
              <span aria-hidden className={cn("h-1.5 rounded-full", done || here ? "bg-primary" : "bg-line-muted")} />
              <span className={cn("flex items-center gap-1 text-xs sm:text-sm", here ? "font-semibold text-ink" : "text-ink-muted")}>
                {done ? <Check className="size-3.5 shrink-0" aria-hidden /> : null}
                <span className="sr-only">{done ? t("Done: {{step}}", { step: label }) : here ? t("Current: {{step}}", { step: label }) : label}</span>
                <span aria-hidden>{label}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
