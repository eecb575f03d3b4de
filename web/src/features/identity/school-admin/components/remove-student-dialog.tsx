import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { RosterStudent } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRemoveClassStudent } from "../api/remove-class-student";
import { fullName } from "../lib/labels";

/** Asks before taking a student out of the class; the account itself stays. */
export function RemoveStudentDialog({ classId, className, student, onClose }: { classId: string; className: string; student: RosterStudent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveClassStudent();
  const confirm = async () => {
    if (!student) return;
    try {
      await remove.mutateAsync({ classId, studentId: student.id });
      toast.success(t("{{name}} was removed from {{class}}.", { name: fullName(student), class: className }));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t("Could not remove the student. Please try again.")));
    }
  };
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Remove from class?")}
      description={student ? t("{{name}} leaves {{class}} and is no longer listed when students sign in with its class code. Their account and work stay.", { name: fullName(student), class: className }) : undefined}
      confirmLabel={t("Remove")}
      pendingLabel={t("Removing…")}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
