import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type TFunction } from "i18next";
import { msg } from "@/lib/i18n";
import { Banknote, CircleAlert, HandCoins, PackageCheck, PackageOpen, Rocket, Trophy } from "lucide-react";
import { GIVING_PERIODS, type GivingStatsOut } from "@contracts/giving";
import { type Currency } from "@contracts/money";
import { formatDate, formatMoney, formatNumber, formatWith } from "@/lib/format";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { StatCard } from "@/components/ui/stat-card";
import { BarChart, LineChart, type ChartDatum } from "@/components/charts/charts";
import type { GivingPeriod } from "../api/get-giving-stats";

const PERIOD_LABELS: Record<GivingPeriod, string> = { day: msg("Day"), week: msg("Week"), month: msg("Month") };
const PER_PERIOD_TITLES: Record<GivingPeriod, string> = { day: msg("Raised per day ({{currency}})"), week: msg("Raised per week ({{currency}})"), month: msg("Raised per month ({{currency}})") };
const count = (n: number) => formatNumber(n);

/** "$120.00 over the last 3 months, at most $80.00 in one month.": one whole sentence per period, plural by count. */
function periodSummary(t: TFunction, period: GivingPeriod, { count, total, max }: { count: number; total: string; max: string }) {
  if (period === "day") return t("{{total}} over the last {{count, number}} days, at most {{max}} in one day.", { count, total, max });
  if (period === "week") return t("{{total}} over the last {{count, number}} weeks, at most {{max}} in one week.", { count, total, max });
  return t("{{total}} over the last {{count, number}} months, at most {{max}} in one month.", { count, total, max });
}

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
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-900">
        <Banknote className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0">
        <span className="text-sm text-ink-muted">{t("Raised in {{currency}}", { currency })}</span>
        <span className="text-2xl font-bold break-all text-ink tabular-nums">{formatMoney(amount, currency)}</span>
        <span className="text-xs text-ink-muted">{t("{{count, number}} donations", { count: donations })}</span>
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

/** A period key as the reader reads it: a month ("2026-11") as "Nov 2026", a day or week start as its date. */
function periodLabel(key: string): string {
  if (/^\d{4}-\d{2}$/.test(key)) return formatWith(`${key}-01`, { year: "numeric", month: "short" });
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return formatDate(key);
  return key;
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
  const { t } = useTranslation();
  const currencies = [...new Set([...stats.currency_totals.map((total) => total.currency), ...stats.by_period.map((p) => p.currency)])];
  const biggest = [...stats.currency_totals].sort((a, b) => b.amount - a.amount)[0]?.currency ?? currencies[0] ?? "USD";
  const [picked, setPicked] = useState<Currency | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : biggest;
  const totalDonations = stats.currency_totals.reduce((n, total) => n + total.donations, 0);

  const money = (amount: number) => formatMoney(amount, currency);
  const byPeriod: ChartDatum[] = withEmptyPeriods(
    stats.by_period.filter((p) => p.currency === currency),
    period,
  ).map((p) => ({ label: periodLabel(p.period), value: p.amount, display: money(p.amount), extra: count(p.donations) }));
  const byCharity: ChartDatum[] = stats.by_charity
    .filter((c) => c.currency === currency)
    .sort((a, b) => b.amount - a.amount)
    .map((c) => ({ label: c.name, value: c.amount, display: money(c.amount), extra: count(c.donations) }));
  const byTenant: ChartDatum[] = stats.by_tenant
    .filter((s) => s.currency === currency)
    .sort((a, b) => b.amount - a.amount)
    .map((s) => ({ label: s.school_name, value: s.amount, display: money(s.amount), extra: count(s.donations) }));
  const periodTotal = byPeriod.reduce((n, d) => n + d.value, 0);

  return (
    <div className="grid grid-cols-1 gap-8">
      <Section id="giving-totals" title={t("Totals")} className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {stats.currency_totals.length === 0 ? <p className="text-sm text-ink-muted">{t("Nothing raised yet.")}</p> : null}
        {stats.currency_totals.map((total) => (
          <MoneyCard key={total.currency} {...total} />
        ))}
        <StatCard label={t("Donations")} value={totalDonations} icon={HandCoins} />
        <StatCard label={t("Active projects")} value={stats.projects.active} icon={Rocket} />
        <StatCard label={t("Funded projects")} value={stats.projects.funded} icon={Trophy} tone="success" />
      </Section>

      <Section id="giving-orders" title={t("Orders")} className="grid gap-3 xs:grid-cols-2 lg:grid-cols-3">
        <StatCard label={t("Paid orders")} value={stats.orders.paid} icon={PackageCheck} tone="success" to={ordersTo?.("status=paid")} />
        <StatCard label={t("On hold")} value={stats.orders.on_hold} icon={CircleAlert} tone={stats.orders.on_hold > 0 ? "danger" : "default"} to={ordersTo?.("status=on_hold")} />
        <StatCard label={t("Awaiting fulfilment")} value={stats.orders.awaiting_fulfilment} icon={PackageOpen} tone="warning" to={ordersTo?.("fulfilment_status=paid")} />
      </Section>

      <section aria-labelledby="giving-charts" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="giving-charts" className="text-lg font-semibold text-ink">
            {t("Raised over time")}
          </h2>
          <div className="flex flex-wrap gap-3">
            <FormField label={t("Period")}>
              <Select value={period} onChange={(e) => onPeriodChange(e.target.value as GivingPeriod)} className="w-36">
                {GIVING_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(PERIOD_LABELS[p])}
                  </option>
                ))}
              </Select>
            </FormField>
            {currencies.length > 1 ? (
              <FormField label={t("Currency")}>
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
          title={t(PER_PERIOD_TITLES[period], { currency })}
          summary={periodSummary(t, period, { count: byPeriod.length, total: money(periodTotal), max: money(Math.max(0, ...byPeriod.map((d) => d.value))) })}
          data={byPeriod}
          labelHeading={t(PERIOD_LABELS[period])}
          valueHeading={t("Raised")}
          extraHeading={t("Donations")}
          empty={t("No gifts in {{currency}} in this time.", { currency })}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title={t("Raised by charity ({{currency}})", { currency })}
            summary={byCharity[0] ? t("{{count, number}} charities; {{name}} raised the most, {{amount}}.", { count: byCharity.length, name: byCharity[0].label, amount: byCharity[0].display }) : ""}
            data={byCharity}
            labelHeading={t("Charity")}
            valueHeading={t("Raised")}
            extraHeading={t("Donations")}
            empty={t("No charity has raised {{currency}} yet.", { currency })}
          />
          <BarChart
            title={t("Raised by school ({{currency}})", { currency })}
            summary={byTenant[0] ? t("{{count, number}} schools; {{name}} raised the most, {{amount}}.", { count: byTenant.length, name: byTenant[0].label, amount: byTenant[0].display }) : ""}
            data={byTenant}
            labelHeading={t("School")}
            valueHeading={t("Raised")}
            extraHeading={t("Donations")}
            empty={t("No school has raised {{currency}} yet.", { currency })}
          />
        </div>
      </section>
    </div>
  );
}
