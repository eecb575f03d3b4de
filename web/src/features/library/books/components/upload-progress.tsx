import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatPercent } from "@/lib/format";

/**
 * A labelled progress bar for one upload (real bytes sent, from XMLHttpRequest's upload events).
 * All the bytes sent is not the file accepted (the server then checks them), so the check mark
 * waits for `done`, and a refused or broken upload (`failed`) says so instead of its percentage.
 */
export function UploadProgress({ label, value, done = false, failed = false }: { label: string; value: number; done?: boolean; failed?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = Math.round(value * 100);
  const shown = formatPercent(percent / 100);
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="min-w-0 font-medium text-ink">
          {label}
        </label>
        {failed ? (
          <span className="flex items-center gap-1 font-medium text-danger">
            <XCircle className="size-4" aria-hidden />
            {t("Not uploaded")}
          </span>
        ) : (
          <span className="flex items-center gap-1 text-ink-muted tabular-nums">
            {done ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : null}
            {shown}
          </span>
        )}
      </div>
      <progress
        id={id}
        max={100}
        value={percent}
        className={cn(
          "h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-surface-alt",
          failed ? "[&::-moz-progress-bar]:bg-danger [&::-webkit-progress-value]:bg-danger" : "[&::-moz-progress-bar]:bg-primary [&::-webkit-progress-value]:bg-primary",
        )}
      >
        {failed ? t("Not uploaded") : shown}
      </progress>
    </div>
  );
}
