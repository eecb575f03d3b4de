import { toast } from "sonner";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteSchoolMode } from "../api/delete-mode";

/** Asks before deleting a mode (and its image); there is no undo. */
export function DeleteSchoolModeDialog({ mode, onClose }: { mode: AdminMode | null; onClose: () => void }) {
  const remove = useDeleteSchoolMode();
  const confirm = async () => {
    if (!mode) return;
    try {
      await remove.mutateAsync(mode.id);
      toast.success(`Mode "${mode.name}" deleted.`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, "Could not delete the mode. Please try again."));
    }
  };
  return (
    <ConfirmDialog
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete mode?"
      description={mode ? `"${mode.name}" and its image will be removed from the switchboard. This cannot be undone.` : undefined}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
