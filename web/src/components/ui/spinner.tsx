import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-2 text-ink-muted">
      <Loader2 className={cn("size-5 animate-spin", className)} aria-hidden />
      <span className="sr-only">{label ?? t("Loading")}</span>
    </span>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={t("Loading page")} />
    </div>
  );
}
