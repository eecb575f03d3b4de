import { type Currency } from "@contracts/money";
import { formatMoney } from "@/lib/format";
import { Progress } from "@/components/ui/progress";

/** "42% of $5,000.00 raised" — the progress bar's accessible name and the visible summary. */
export const progressLabel = (percent: number, goal: number, currency: Currency) => `${percent}% of ${formatMoney(goal, currency)} raised`;

/** Raised against a goal: the amount, the bar and how many gave. */
export function FundingProgress({ raised, goal, currency, percent, donors, compact = false }: { raised: number; goal: number; currency: Currency; percent: number; donors: number; compact?: boolean }) {
  const label = progressLabel(percent, goal, currency);
  return (
    <div className="grid gap-1.5">
      <p className={compact ? "text-sm" : "text-base"}>
        <span className="font-bold text-ink" data-testid="raised-amount">
          {formatMoney(raised, currency)}
        </span>{" "}
        <span className="text-ink-muted">raised of {formatMoney(goal, currency)}</span>
      </p>
      <Progress value={percent} label={label} />
      <p className="flex justify-between gap-2 text-xs text-ink-muted">
        <span>{percent}% funded</span>
        <span>
          {donors} {donors === 1 ? "donor" : "donors"}
        </span>
      </p>
    </div>
  );
}
