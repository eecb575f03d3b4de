import { Link } from "react-router";
import { HandCoins } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useMoneyRaised } from "../api/get-money-raised";
import { formatDay } from "../lib/labels";

export const MONEY_RAISED_OPTION = "Money I Have Raised";

/** "Money I Have Raised": completed gifts attributed to the user — totals per currency and the latest gifts. */
export function MoneyRaised() {
  const raised = useMoneyRaised();
  return (
    <section aria-labelledby="money-raised-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5">
      <h2 id="money-raised-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <HandCoins className="size-5" aria-hidden /> {MONEY_RAISED_OPTION}
      </h2>
      {raised.isPending ? (
        <LoadingState label="Loading the money you have raised" />
      ) : raised.isError ? (
        <ErrorState error={raised.error} title="Could not load the money you have raised" />
      ) : raised.data.totals.length === 0 ? (
        <EmptyState>
          <p>No gifts count towards your fundraising yet.</p>
          <p>
            Share a{" "}
            <Link to={paths.giving.projects} className="font-semibold text-primary hover:underline">
              project
            </Link>{" "}
            with family and friends: gifts made for you show up here.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Totals raised" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {raised.data.totals.map((t) => (
              <li key={t.currency} className="grid gap-1 rounded-lg bg-primary-light p-4 text-primary-dark">
                <span className="text-2xl font-bold">{formatMoney(t.amount, t.currency)}</span>
                <span className="text-sm">
                  from {t.donations} {t.donations === 1 ? "gift" : "gifts"} in {t.currency}
                </span>
              </li>
            ))}
          </ul>
          {raised.data.recent.length > 0 ? (
            <div className="grid gap-2">
              <h3 className="font-semibold text-ink">Recent gifts</h3>
              <ul aria-label="Recent gifts" className="divide-y divide-line-muted rounded-lg border border-line-muted">
                {raised.data.recent.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span className="min-w-0">
                      <span className="font-semibold text-ink">{d.donor_display_name}</span> gave to <span className="text-ink">{d.target.name}</span>
                      {d.message ? <span className="block text-ink-muted italic">“{d.message}”</span> : null}
                    </span>
                    <span className="text-end">
                      <span className="block font-semibold text-ink">{formatMoney(d.amount, d.currency)}</span>
                      <span className="text-xs text-ink-muted">{formatDay(d.completed_at ?? d.created_at)}</span>
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
