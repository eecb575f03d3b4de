import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { rejectSchema, type RejectInput } from "@contracts/book-moderation";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";

/** The reject mutation of a library item (a book's, a story's): its id and the reason the author will read. */
export type RejectMutation = { mutateAsync: (input: { id: string } & RejectInput) => Promise<unknown>; isPending: boolean };

/** What the dialog says, in the caller's words (already translated). */
export type RejectLabels<T> = {
  title: string;
  description: (item: T) => string;
  submit: string;
  pending: string;
  /** The toast once it is sent back. */
  sent: (item: T) => string;
  /** The toast when the server refuses without a field to point at. */
  failed: string;
};

/**
 * Send a library item waiting for review back to its author: the reason is required (rejectSchema)
 * and shown to them. Open while `item` is set; `onSent` follows a sending back (then `onClose`).
 */
export function RejectDialog<T extends { id: string }>({ item, reject, labels, onClose, onSent }: {
  item: T | null;
  reject: RejectMutation;
  labels: RejectLabels<T>;
  onClose: () => void;
  onSent?: () => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={labels.title} description={item ? labels.description(item) : undefined}>
      {item ? <RejectForm key={item.id} item={item} reject={reject} labels={labels} onClose={onClose} onSent={onSent} /> : null}
    </Dialog>
  );
}

function RejectForm<T extends { id: string }>({ item, reject, labels, onClose, onSent }: { item: T; reject: RejectMutation; labels: RejectLabels<T>; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<RejectInput>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: "" } });

  const submit = async ({ reason }: RejectInput) => {
    try {
      await reject.mutateAsync({ id: item.id, reason });
      toast.success(labels.sent(item));
      onSent?.();
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, oneOf(["reason"]))) toast.error(errorMessage(err, labels.failed));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label={t("Reason")} error={formState.errors.reason?.message} hint={t("At most 500 characters.")}>
        {/* The reason may be written in any language, whatever the interface's. */}
        <textarea rows={4} dir="auto" className={TEXTAREA_CLASS} {...register("reason")} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {reject.isPending ? labels.pending : labels.submit}
        </Button>
      </div>
    </form>
  );
}
