import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The area's delete mutation: takes a mode id. */
export interface ModeDeleting {
  mutateAsync: (id: string) => Promise<unknown>;
  isPending: boolean;
}

/** Asks before deleting a mode (and its image); there is no undo. `removedFrom` says where it disappears from. */
export function DeleteModeDialog({ mode, onClose, deleting, removedFrom }: { mode: AdminMode | null; onClose: () => void; deleting: ModeDeleting; removedFrom?: string }) {
  const { t } = useTranslation();
  const confirm = async () => {
    if (!mode) return;
    try {
      await deleting.mutateAsync(mode.id);
      toast.success(t('Mode "{{name}}" deleted.', { name: mode.name }));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t("Could not delete the mode. Please try again.")));
    }
  };
  return (
    <ConfirmDialog
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Delete mode?")}
      description={mode ? (removedFrom ? t('"{{name}}" and its image will be removed from {{place}}. This cannot be undone.', { name: mode.name, place: removedFrom }) : t('"{{name}}" and its image will be removed. This cannot be undone.', { name: mode.name })) : undefined}
      confirmLabel={t("Delete")}
      pendingLabel={t("Deleting…")}
      pending={deleting.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
