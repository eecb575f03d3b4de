import { useEffect, useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { fullName as fullNameOf, sameName, type ArchivedStudent } from "@contracts/roster";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useEraseStudent } from "../api/archived-students";

/**
 * Permanent deletion: the admin types the student's full name to confirm. Everything about the
 * child goes: account, classes, reading, progress, books, stories, letters and their files.
 */
export function EraseStudentDialog({ student, onClose }: { student: ArchivedStudent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const erase = useEraseStudent();
  const [typed, setTyped] = useState("");
  useEffect(() => setTyped(""), [student?.id]);
  if (!student) return null;
  const name = fullNameOf(student);
  const matches = sameName(typed, student);

  const confirm = async () => {
    try {
      await erase.mutateAsync({ id: student.id, confirmName: typed });
      toast.success(t("{{name}} was deleted permanently.", { name }));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t("Could not delete the student. Please try again.")));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("Delete {{name}} permanently?", { name })}
      description={t("This removes the student's account and personal data for good: their classes, sign-ins, reading, course progress, quiz answers, reactions, Dear World letters, challenge entries, and the books and stories they wrote with every uploaded file. Gifts and orders stay for the accounts but no longer name them. This cannot be undone.")}
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches) void confirm();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            <Trans i18nKey="Type <0>{{name}}</0> to confirm" values={{ name }} components={[<span key="name" className="font-semibold wrap-anywhere" />]} />
          </label>
          <Input id={id} value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || erase.isPending}>
            {erase.isPending ? t("Deleting…") : t("Delete permanently")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
