import { toast } from "@/lib/toast";
import type { RosterStudent } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRemoveClassStudent } from "../api/remove-class-student";
import { fullName } from "../lib/labels";

/** Asks before taking a student out of the class; the account itself stays. */
export function RemoveStudentDialog({ classId, className, student, onClose }: { classId: string; className: string; student: RosterStudent | null; onClose: () => void }) {
  const remove = useRemoveClassStudent();
  const confirm = async () => {
    if (!student) return;
    try {
      await remove.mutateAsync({ classId, studentId: student.id });
      toast.success(`${fullName(student)} was removed from ${className}.`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, "Could not remove the student. Please try again."));
    }
  };
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove from class?"
      description={student ? `${fullName(student)} leaves ${className} and is no longer listed when students sign in with its class code. Their account and work stay.` : undefined}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
