import { useTranslation } from "react-i18next";
import { useId, type ReactNode } from "react";

export interface ChartDatum {
  /** The category or period the value belongs to. */
  label: string;
  value: number;
  /** The value as people read it ("$1,250.00"). */
  display: string;
  /** A second column for the table alternative (e.g. the number of donations). */
  extra?: string;
}

/** The numbers of a chart as a table, behind a native disclosure (the chart's text alternative). */
function DataTable({ caption, labelHeading, valueHeading, extraHeading, data }: { caption: string; labelHeading: string; valueHeading: string; extraHeading?: string; data: ChartDatum[] }) {
  const { t } = useTranslation();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary-dark underline">{t("Show the numbers as a table")}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-4 font-medium">
                {labelHeading}
              </th>
              <th scope="col" className="py-1 pe-4 text-end font-medium">
                {valueHeading}
              </th>
              {extraHeading ? (
                <th scope="col" className="py-1 text-end font-medium">
                  {extraHeading}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row" className="py-0.5 pe-4 font-normal">
                  {d.label}
                </th>
                <td className="py-0.5 pe-4 text-end tabular-nums">{d.display}</td>
                {extraHeading ? <td className="py-0.5 text-end tabular-nums">{d.extra}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

interface ChartProps {
  title: string;
  /** One sentence for screen readers summing the chart up. */
  summary: string;
  data: ChartDatum[];
  labelHeading: string;
  valueHeading: string;
  extraHeading?: string;
  empty: ReactNode;
}

function ChartFrame({ title, summary, data, labelHeading, valueHeading, extraHeading, empty, children }: ChartProps & { children: ReactNode }) {
  const titleId = useId();
  return (
    // grid-cols-1 (a 0 minimum): a long label is cut in its row instead of widening the figure past a phone's width.
    <figure aria-labelledby={titleId} className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <figcaption className="grid gap-0.5">
        <span id={titleId} className="font-semibold text-ink">
          {title}
        </span>
        <span className="text-sm text-ink-muted">{data.length === 0 ? empty : summary}</span>
      </figcaption>
      {data.length === 0 ? null : (
        <>
          <div role="img" aria-label={`${title}: ${summary}`}>
            {children}
          </div>
          <DataTable caption={title} labelHeading={labelHeading} valueHeading={valueHeading} extraHeading={extraHeading} data={data} />
        </>
      )}
    </figure>
  );
}

/** Horizontal bars, one per category, largest value = full width. */
export function BarChart(props: ChartProps) {
  const max = Math.max(1, ...props.data.map((d) => d.value));
  return (
    <ChartFrame {...props}>
      <ul className="grid grid-cols-1 gap-2" aria-hidden>
        {props.data.map((d) => (
          <li key={d.label} className="grid grid-cols-1 gap-0.5 text-sm">
            <span className="flex justify-between gap-2">
              <span className="truncate">{d.label}</span>
              <span className="shrink-0 tabular-nums text-ink-muted">{d.display}</span>
            </span>
            <svg className="h-3 w-full" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
              <rect x="0" y="0" width="100" height="10" rx="2" className="fill-surface-alt" />
              <rect x="0" y="0" width={Math.max(0.5, (d.value / max) * 100)} height="10" rx="2" className="fill-primary" />
            </svg>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}

const W = 600;
const H = 200;
const PAD = 8;

/** A line over periods (oldest first) with a filled area under it. */
export function LineChart(props: ChartProps) {
  const { t } = useTranslation();
  const { data } = props;
  const max = Math.max(1, ...data.map((d) => d.value));
  const step = data.length > 1 ? (W - 2 * PAD) / (data.length - 1) : 0;
  const points = data.map((d, i) => [PAD + i * step + (data.length === 1 ? (W - 2 * PAD) / 2 : 0), H - PAD - (d.value / max) * (H - 2 * PAD)] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const area = points.length > 0 ? `${PAD},${H - PAD} ${line} ${points[points.length - 1][0].toFixed(1)},${H - PAD}` : "";
  const top = data.reduce((a, b) => (b.value > a.value ? b : a), data[0] ?? { label: "", value: 0, display: "" });
  return (
    <ChartFrame {...props}>
      <div className="grid gap-1" aria-hidden>
        <span className="text-xs text-ink-muted">{t("Peak {{value}}", { value: top.display })}</span>
        <svg className="h-48 w-full" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" focusable="false">
          {[0.25, 0.5, 0.75].map((f) => (
            <line key={f} x1={PAD} x2={W - PAD} y1={PAD + f * (H - 2 * PAD)} y2={PAD + f * (H - 2 * PAD)} className="stroke-line-muted" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          ))}
          <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="stroke-line" vectorEffect="non-scaling-stroke" />
          <polygon points={area} className="fill-primary-light" />
          <polyline points={line} fill="none" className="stroke-primary" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <span className="flex justify-between text-xs text-ink-muted">
          <span>{data[0]?.label}</span>
          <span>{data[data.length - 1]?.label}</span>
        </span>
      </div>
    </ChartFrame>
  );
}
