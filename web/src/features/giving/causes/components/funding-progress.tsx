import { Trans, useTranslation } from "react-i18next";
import { type TFunction } from "i18next";
import { type Currency } from "@contracts/money";
import { formatMoney, formatPercent } from "@/lib/format";
import { Progress } from "@/components/ui/progress";

/** "42% of $5,000.00 raised" — the progress bar's accessible name and the visible summary. */
export const progressLabel = (percent: number, goal: number, currency: Currency, t: TFunction) => t("{{percent}} of {{goal}} raised", { percent: formatPercent(percent / 100), goal: formatMoney(goal, currency) });

/** Raised against a goal: the amount, the bar and how many gave. */
export function FundingProgress({ raised, goal, currency, percent, donors, compact = false }: { raised: number; goal: number; currency: Currency; percent: number; donors: number; compact?: boolean }) {
  const { t } = useTranslation();
  const label = progressLabel(percent, goal, currency, t);
  return (
    <div className="grid gap-1.5">
      <p className={compact ? "text-sm" : "text-base"}>
        <Trans
          i18nKey="<0>{{raised}}</0> <1>raised of {{goal}}</1>"
          values={{ raised: formatMoney(raised, currency), goal: formatMoney(goal, currency) }}
          components={[<span key="raised" className="font-bold text-ink" data-testid="raised-amount" />, <span key="goal" className="text-ink-muted" />]}
        />
      </p>
      <Progress value={percent} label={label} />
      <p className="flex justify-between gap-2 text-xs text-ink-muted">
        <span>{t("{{percent}} funded", { percent: formatPercent(percent / 100) })}</span>
        <span>{t("{{count, number}} donors", { count: donors })}</span>
      </p>
    </div>
  );
}
