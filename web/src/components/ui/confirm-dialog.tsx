import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** Asks before an action that cannot be undone; the dialog stays open while it runs. */
export function ConfirmDialog({ open, onOpenChange, title, description, children, confirmLabel, pendingLabel, pending, tone = "danger", onConfirm }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  tone?: "danger" | "default";
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t("Cancel")}
        </Button>
        <Button variant={tone === "danger" ? "danger" : "default"} onClick={onConfirm} disabled={pending}>
          {pending ? (pendingLabel ?? t("Working…")) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
