import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Trash2 } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteBook } from "../api/delete-book";
import { isolate } from "@/lib/bidi";

/** Deletes a book that never got its file (asking first); `onDeleted` says where the uploader goes next. */
export function DeleteDraftButton({ book, onDeleted }: { book: Pick<BookOut, "id" | "title">; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBook();
  const confirm = async () => {
    try {
      await remove.mutateAsync(book.id);
      toast.success(t("“{{title}}” was deleted.", { title: isolate(book.title) }));
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(err, t("The book could not be deleted. Please try again.")));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> {t("Delete this draft")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Delete this draft?")}
        description={t("“{{title}}” and its details will be removed for good. This cannot be undone.", { title: isolate(book.title) })}
        confirmLabel={t("Delete this draft")}
        pendingLabel={t("Deleting…")}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
