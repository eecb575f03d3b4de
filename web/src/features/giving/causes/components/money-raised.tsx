import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { HandCoins } from "lucide-react";
import { formatDate, formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useMoneyRaised } from "../api/get-money-raised";

/** Also the dashboard's ?option= value, so its English text is the value (msg marks it for translation where shown). */
export const MONEY_RAISED_OPTION = msg("Money I Have Raised");

/** "Money I Have Raised": completed gifts attributed to the user — totals per currency and the latest gifts. */
export function MoneyRaised() {
  const { t } = useTranslation();
  const raised = useMoneyRaised();
  return (
    <section aria-labelledby="money-raised-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5">
      <h2 id="money-raised-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <HandCoins className="size-5" aria-hidden /> {t(MONEY_RAISED_OPTION)}
      </h2>
      {raised.isPending ? (
        <LoadingState label={t("Loading the money you have raised")} />
      ) : raised.isError ? (
        <ErrorState error={raised.error} title={t("Could not load the money you have raised")} />
      ) : raised.data.totals.length === 0 ? (
        <EmptyState>
          <p>{t("No gifts count towards your fundraising yet.")}</p>
          <p>
            <Trans
              i18nKey="Share a <0>project</0> with family and friends: gifts made for you show up here."
              components={[<Link key="projects" to={paths.giving.projects} className="font-semibold text-primary hover:underline" />]}
            />
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t("Totals raised")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {raised.data.totals.map((total) => (
              <li key={total.currency} className="grid gap-1 rounded-lg bg-primary-light p-4 text-primary-dark">
                <span className="text-2xl font-bold">{formatMoney(total.amount, total.currency)}</span>
                <span className="text-sm">{t("from {{count, number}} gifts in {{currency}}", { count: total.donations, currency: total.currency })}</span>
              </li>
            ))}
          </ul>
          {raised.data.recent.length > 0 ? (
            <div className="grid gap-2">
              <h3 className="font-semibold text-ink">{t("Recent gifts")}</h3>
              <ul aria-label={t("Recent gifts")} className="divide-y divide-line-muted rounded-lg border border-line-muted">
                {raised.data.recent.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span className="min-w-0">
                      <Trans
                        i18nKey="<0>{{donor}}</0> gave to <1>{{target}}</1>"
                        values={{ donor: d.donor_display_name, target: d.target.name }}
                        components={[<span key="donor" className="font-semibold text-ink" />, <span key="target" className="text-ink" />]}
                      />
                      {d.message ? <span className="block text-ink-muted italic">{t("“{{message}}”", { message: d.message })}</span> : null}
                    </span>
                    <span className="text-end">
                      {/* What counts: a gift partly refunded raised only the rest. */}
                      <span className="block font-semibold text-ink">{formatMoney(d.amount - d.refunded_amount, d.currency)}</span>
                      {d.refunded_amount > 0 ? (
                        <span className="block text-xs text-ink-muted">{t("{{amount}} of {{total}} refunded", { amount: formatMoney(d.refunded_amount, d.currency), total: formatMoney(d.amount, d.currency) })}</span>
                      ) : null}
                      <span className="text-xs text-ink-muted">{formatDate(d.completed_at ?? d.created_at)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
