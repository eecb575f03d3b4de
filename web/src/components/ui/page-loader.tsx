import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";

/** The spinning icon's own classes. */
export const SPINNER_ICON = "size-5 animate-spin";

/**
 * The spinner's markup with its icon's classes given whole. The app shell's loaders use it
 * directly, so the entry JavaScript does without tailwind-merge (issue #15); ./spinner.tsx's
 * Spinner merges a caller's classes into the icon's.
 */
export function SpinnerMark({ iconClassName, label }: { iconClassName: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-2 text-ink-muted">
      <Loader2 className={iconClassName} aria-hidden />
      <span className="sr-only">{label ?? t("Loading")}</span>
    </span>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <SpinnerMark iconClassName={SPINNER_ICON} label={t("Loading page")} />
    </div>
  );
}
