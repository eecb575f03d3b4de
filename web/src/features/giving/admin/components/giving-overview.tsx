import { useState, type ReactNode } from "react";
import { Banknote, CircleAlert, HandCoins, PackageCheck, PackageOpen, Rocket, Trophy } from "lucide-react";
import { GIVING_PERIODS, type GivingStatsOut } from "@contracts/giving";
import { type Currency } from "@contracts/money";
import { formatMoney } from "@/lib/format";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { StatCard } from "@/components/ui/stat-card";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import type { GivingPeriod } from "../api/get-giving-stats";

const PERIOD_LABELS: Record<GivingPeriod, string> = { day: "Day", week: "Week", month: "Month" };
const PERIOD_NOUNS: Record<GivingPeriod, string> = { day: "days", week: "weeks", month: "months" };
const count = new Intl.NumberFormat("en");

function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className={className}>{children}</div>
    </section>
  );
}

/** A money total: StatCard counts whole numbers, this one shows a formatted amount. */
function MoneyCard({ currency, amount, donations }: { currency: Currency; amount: number; donations: number }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-900">
        <Banknote className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0">
        <span className="text-sm text-ink-muted">Raised in {currency}</span>
        <span className="text-2xl font-bold break-all text-ink tabular-nums">{formatMoney(amount, currency)}</span>
        <span className="text-xs text-ink-muted">{count.format(donations)} donations</span>
      </span>
    </div>
  );
}

/** The period after `key` ("2026-11" → "2026-12"; a day or week start moves by 1 or 7 days); null for an unknown shape. */
function nextPeriod(key: string, period: GivingPeriod): string | null {
  if (/^\d{4}-\d{2}$/.test(key)) {
    const [y, m] = key.split("-").map(Number);
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) {
    const d = new Date(`${key}T00:00:00.000Z`);
    d.setUTCDate(d.getUTCDate() + (period === "week" ? 7 : 1));
    return d.toISOString().slice(0, 10);
  }
  return null;
}

/** The API leaves out periods without gifts; the line needs them as zeros between the first and last. */
function withEmptyPeriods(rows: { period: string; amount: number; donations: number }[], period: GivingPeriod) {
  const sorted = [...rows].sort((a, b) => a.period.localeCompare(b.period));
  if (sorted.length < 2) return sorted;
  const byKey = new Map(sorted.map((r) => [r.period, r]));
  const last = sorted[sorted.length - 1].period;
  const out = [];
  let key: string | null = sorted[0].period;
  while (key && key <= last && out.length < 400) {
    out.push(byKey.get(key) ?? { period: key, amount: 0, donations: 0 });
    key = nextPeriod(key, period);
  }
  // A key shape this function does not know: keep what the API sent.
  return out[out.length - 1]?.period === last ? out : sorted;
}

/** KPI cards and charts of GET /api/giving/stats/, in one currency at a time. */
export function GivingOverview({ stats, period, onPeriodChange, ordersTo }: { stats: GivingStatsOut; period: GivingPeriod; onPeriodChange: (p: GivingPeriod) => void; ordersTo?: (filter: string) => string }) {
  const currencies = [...new Set([...stats.currency_totals.map((t) => t.currency), ...stats.by_period.map((p) => p.currency)])];
  const biggest = [...stats.currency_totals].sort((a, b) => b.amount - a.amount)[0]?.currency ?? currencies[0] ?? "USD";
  const [picked, setPicked] = useState<Currency | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : biggest;
  const totalDonations = stats.currency_totals.reduce((n, t) => n + t.donations, 0);

  const money = (amount: number) => formatMoney(amount, currency);
  const byPeriod: ChartDatum[] = withEmptyPeriods(
    stats.by_period.filter((p) => p.currency === currency),
    period,
  ).map((p) => ({ label: p.period, value: p.amount, display: money(p.amount), extra: count.format(p.donations) }));
  const byCharity: ChartDatum[] = stats.by_charity
    .filter((c) => c.currency === currency)
    .sort((a, b) => b.amount - a.amount)
    .map((c) => ({ label: c.name, value: c.amount, display: money(c.amount), extra: count.format(c.donations) }));
  const byTenant: ChartDatum[] = stats.by_tenant
    .filter((t) => t.currency === currency)
    .sort((a, b) => b.amount - a.amount)
    .map((t) => ({ label: t.school_name, value: t.amount, display: money(t.amount), extra: count.format(t.donations) }));
  const periodTotal = byPeriod.reduce((n, d) => n + d.value, 0);

  return (
    <div className="grid grid-cols-1 gap-8">
      <Section id="giving-totals" title="Totals" className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {stats.currency_totals.length === 0 ? <p className="text-sm text-ink-muted">Nothing raised yet.</p> : null}
        {stats.currency_totals.map((t) => (
          <MoneyCard key={t.currency} {...t} />
        ))}
        <StatCard label="Donations" value={totalDonations} icon={HandCoins} />
        <StatCard label="Active projects" value={stats.projects.active} icon={Rocket} />
        <StatCard label="Funded projects" value={stats.projects.funded} icon={Trophy} tone="success" />
      </Section>

      <Section id="giving-orders" title="Orders" className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Paid orders" value={stats.orders.paid} icon={PackageCheck} tone="success" to={ordersTo?.("status=paid")} />
        <StatCard label="On hold" value={stats.orders.on_hold} icon={CircleAlert} tone={stats.orders.on_hold > 0 ? "danger" : "default"} to={ordersTo?.("status=on_hold")} />
        <StatCard label="Awaiting fulfilment" value={stats.orders.awaiting_fulfilment} icon={PackageOpen} tone="warning" to={ordersTo?.("fulfilment_status=paid")} />
      </Section>

      <section aria-labelledby="giving-charts" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="giving-charts" className="text-lg font-semibold text-ink">
            Raised over time
          </h2>
          <div className="flex flex-wrap gap-3">
            <FormField label="Period">
              <Select value={period} onChange={(e) => onPeriodChange(e.target.value as GivingPeriod)} className="w-36">
                {GIVING_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {PERIOD_LABELS[p]}
                  </option>
                ))}
              </Select>
            </FormField>
            {currencies.length > 1 ? (
              <FormField label="Currency">
                <Select value={currency} onChange={(e) => setPicked(e.target.value as Currency)} className="w-28">
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </FormField>
            ) : null}
          </div>
        </div>
        <LineChart
          title={`Raised per ${period} (${currency})`}
          summary={`${money(periodTotal)} over the last ${byPeriod.length} ${PERIOD_NOUNS[period]}, at most ${money(Math.max(0, ...byPeriod.map((d) => d.value)))} in one ${period}.`}
          data={byPeriod}
          labelHeading={PERIOD_LABELS[period]}
          valueHeading="Raised"
          extraHeading="Donations"
          empty={`No gifts in ${currency} in this time.`}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title={`Raised by charity (${currency})`}
            summary={byCharity[0] ? `${byCharity.length} charities; ${byCharity[0].label} raised the most, ${byCharity[0].display}.` : ""}
            data={byCharity}
            labelHeading="Charity"
            valueHeading="Raised"
            extraHeading="Donations"
            empty={`No charity has raised ${currency} yet.`}
          />
          <BarChart
            title={`Raised by school (${currency})`}
            summary={byTenant[0] ? `${byTenant.length} schools; ${byTenant[0].label} raised the most, ${byTenant[0].display}.` : ""}
            data={byTenant}
            labelHeading="School"
            valueHeading="Raised"
            extraHeading="Donations"
            empty={`No school has raised ${currency} yet.`}
          />
        </div>
      </section>
    </div>
  );
}
