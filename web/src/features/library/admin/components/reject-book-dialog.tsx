import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { BookOut } from "@contracts/books";
import { rejectSchema, type RejectInput } from "@contracts/book-moderation";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { useRejectBook } from "../api/reject-book";

/** Reject a book waiting for review; the reason is required and shown to the uploader. */
export function RejectBookDialog({ book, onClose }: { book: BookOut | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={book !== null} onOpenChange={(open) => !open && onClose()} title={t("Reject book")} description={book ? t("Tell the uploader of “{{title}}” what to change.", { title: book.title }) : undefined}>
      {book ? <RejectForm key={book.id} book={book} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RejectForm({ book, onClose }: { book: BookOut; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectBook();
  const { register, handleSubmit, setError, formState } = useForm<RejectInput>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: "" } });
  const reasonField = register("reason");

  const submit = async ({ reason }: RejectInput) => {
    try {
      await reject.mutateAsync({ id: book.id, reason });
      toast.success(t("“{{title}}” was rejected.", { title: book.title }));
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, oneOf(["reason"]))) toast.error(errorMessage(err, t("Could not reject the book. Please try again.")));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label={t("Reason")} error={formState.errors.reason?.message} hint={t("At most 500 characters.")}>
        <textarea
          rows={4}
          className="w-full rounded-md border border-line-muted bg-surface px-3 py-2 text-sm text-ink focus-visible:border-primary aria-[invalid=true]:border-danger"
          {...reasonField}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {reject.isPending ? t("Rejecting…") : t("Reject book")}
        </Button>
      </div>
    </form>
  );
}
