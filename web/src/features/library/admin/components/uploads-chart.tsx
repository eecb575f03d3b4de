import { useTranslation } from "react-i18next";
import { formatNumber, formatWith } from "@/lib/format";
import type { RecentUploads } from "../api/get-recent-uploads";

/** "26 Nov": a calendar day ("2026-11-26"), never shifted by a time zone. */
const formatDay = (date: string) => formatWith(date, { day: "numeric", month: "short" });

/** A bar per day (drawn for the eye) with the same numbers as a table (for everyone else). */
export function UploadsChart({ data }: { data: RecentUploads }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...data.days.map((d) => d.count));
  const days = formatNumber(data.days.length);
  const most = formatNumber(max);
  const summary = data.truncated
    ? t("{{count, number}}+ uploads over the last {{days}} days, at most {{max}} on one day.", { count: data.total, days, max: most })
    : t("{{count, number}} uploads over the last {{days}} days, at most {{max}} on one day.", { count: data.total, days, max: most });
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm text-ink-muted">{summary}</figcaption>
      <div role="img" aria-label={summary} className="flex h-40 items-end gap-0.5 rounded-lg border border-line-muted bg-surface p-3 sm:gap-1">
        {data.days.map((d) => (
          <div key={d.date} className="flex h-full flex-1 flex-col justify-end" title={t("{{day}}: {{n, number}}", { day: formatDay(d.date), n: d.count })}>
            <div className="min-h-px rounded-t bg-primary" style={{ height: `${(d.count / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="flex justify-between text-xs text-ink-muted" aria-hidden>
        <span>{formatDay(data.days[0].date)}</span>
        <span>{formatDay(data.days[data.days.length - 1].date)}</span>
      </div>
      {data.truncated ? <p className="text-xs text-ink-muted">{t("Only the latest uploads were counted; busy days may show fewer than there were.")}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-primary-dark underline">{t("Show the numbers as a table")}</summary>
        <table className="mt-2 w-full max-w-xs text-start">
          <caption className="sr-only">{t("Uploads per day")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-4 font-medium">{t("Day")}</th>
              <th scope="col" className="py-1 text-end font-medium">{t("Uploads")}</th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.date}>
                <th scope="row" className="py-0.5 pe-4 font-normal">
                  <time dateTime={d.date}>{formatDay(d.date)}</time>
                </th>
                <td className="py-0.5 text-end tabular-nums">{formatNumber(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
