import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";

export function Dialog({ open, onOpenChange, title, description, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Usually text; content in its own language passes an element marked with its lang and dir. */
  title: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <D.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-surface p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <D.Title className="text-lg font-semibold wrap-anywhere">{title}</D.Title>
              {description ? <D.Description className="text-sm wrap-anywhere text-ink-muted">{description}</D.Description> : null}
            </div>
            <D.Close className="rounded-md p-1 hover:bg-surface-alt" aria-label={t("Close")}>
              <X className="size-5" aria-hidden />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
