import { useId } from "react";
import { CheckCircle2 } from "lucide-react";
import { formatPercent } from "@/lib/format";

/** A labelled progress bar for one upload (real bytes sent, from XMLHttpRequest's upload events). */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  const id = useId();
  const percent = Math.round(value * 100);
  const shown = formatPercent(percent / 100);
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <span className="flex items-center gap-1 text-ink-muted tabular-nums">
          {percent === 100 ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : null}
          {shown}
        </span>
      </div>
      <progress id={id} max={100} value={percent} className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-alt [&::-webkit-progress-value]:bg-primary">
        {shown}
      </progress>
    </div>
  );
}
