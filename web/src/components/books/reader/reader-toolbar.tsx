import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / position / next, extra controls, and full screen: every control has a name. */
export function ReaderToolbar({ label, position, onPrevious, onNext, canPrevious, canNext, previousLabel, nextLabel, fullscreen, children }: {
  label: string;
  position: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
  previousLabel: string;
  nextLabel: string;
  fullscreen?: { supported: boolean; active: boolean; toggle: () => void };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap items-center justify-between gap-2 border-b border-line-muted bg-surface p-2">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" onClick={onPrevious} disabled={!canPrevious} aria-label={previousLabel} title={previousLabel}>
          <ChevronLeft aria-hidden />
        </Button>
        <span className="min-w-24 text-center text-sm font-medium text-ink tabular-nums" aria-live="polite">
          {position}
        </span>
        <Button variant="outline" size="icon" onClick={onNext} disabled={!canNext} aria-label={nextLabel} title={nextLabel}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        {children}
        {fullscreen?.supported ? (
          <Button variant="outline" size="icon" onClick={fullscreen.toggle} aria-label={fullscreen.active ? t("Exit full screen") : t("Full screen")} title={fullscreen.active ? t("Exit full screen") : t("Full screen")}>
            {fullscreen.active ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Arrow keys turn pages when the reader has focus (and not while typing in a field). */
export function arrowKeys(onPrevious: () => void, onNext: () => void) {
  return (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === "INPUT") return;
    if (e.key === "ArrowLeft" || e.key === "PageUp") {
      e.preventDefault();
      onPrevious();
    } else if (e.key === "ArrowRight" || e.key === "PageDown") {
      e.preventDefault();
      onNext();
    }
  };
}
