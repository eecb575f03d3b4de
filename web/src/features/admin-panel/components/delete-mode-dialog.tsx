import { toast } from "sonner";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useDeleteMode } from "../api/delete-mode";

/** Asks before deleting a mode (and its image); there is no undo. */
export function DeleteModeDialog({ mode, onClose }: { mode: AdminMode | null; onClose: () => void }) {
  const remove = useDeleteMode();
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
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()} title="Delete mode?" description={mode ? `"${mode.name}" and its image will be removed. This cannot be undone.` : undefined}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete"}
        </Button>
      </div>
    </Dialog>
  );
}
