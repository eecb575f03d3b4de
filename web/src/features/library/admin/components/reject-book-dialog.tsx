import { useTranslation } from "react-i18next";
import type { BookOut } from "@contracts/books";
import { RejectDialog } from "@/features/library/components/reject-dialog";
import { useRejectBook } from "../api/reject-book";
import { isolate } from "@/lib/bidi";

/** Reject a book waiting for review; the reason is required and shown to the uploader. */
export function RejectBookDialog({ book, onClose }: { book: BookOut | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectBook();
  return (
    <RejectDialog
      item={book}
      reject={reject}
      onClose={onClose}
      labels={{
        title: t("Reject book"),
        description: (b) => t("Tell the uploader of “{{title}}” what to change.", { title: isolate(b.title) }),
        submit: t("Reject book"),
        pending: t("Rejecting…"),
        sent: (b) => t("“{{title}}” was rejected.", { title: isolate(b.title) }),
        failed: t("Could not reject the book. Please try again."),
      }}
    />
  );
}
