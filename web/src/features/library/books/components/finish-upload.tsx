import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { BOOK_TOO_LARGE_MESSAGE, DEFAULT_BOOK_MAX_BYTES, bookMaxMegabytes, type BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { uploadBookFile } from "../api/upload-book";
import { libraryKeys } from "../api/keys";
import { DeleteDraftButton } from "./delete-draft-button";
import { UploadProgress } from "./upload-progress";
import { bookFileField, bookMimeOf } from "./upload-book-schema";
import { FileInput } from "@/components/ui/file-input";
import { uploadPanelFor } from "../lib/upload-panel";

/**
 * On a book's page, to its uploader. A book without its file: upload the PDF or EPUB to finish it
 * (it then goes to processing and review, like from /uploadbook), or delete the draft. A book whose
 * file failed processing or was rejected (or whose replacement did not finish): send a new file,
 * which replaces the old one once it has arrived and been checked, and goes through processing and
 * review again.
 */
export function FinishUpload({ book }: { book: BookOut }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<"idle" | "working" | "failed">("idle");
  const [failure, setFailure] = useState<unknown>(null);
  const working = phase === "working";
  const replacing = uploadPanelFor(book) === "replace";

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    const checked = bookFileField.safeParse(file);
    if (!checked.success) {
      const message = checked.error.issues[0]!.message;
      return setProblem(message === BOOK_TOO_LARGE_MESSAGE ? t(BOOK_TOO_LARGE_MESSAGE, { size: formatNumber(bookMaxMegabytes(DEFAULT_BOOK_MAX_BYTES)) }) : message);
    }
    setProblem(undefined);
    setPhase("working");
    setProgress(0);
    try {
      const updated = await uploadBookFile(book.id, "file", file!, bookMimeOf(file!)!, setProgress);
      client.setQueryData(libraryKeys.book(book.id), updated);
      void client.invalidateQueries({ queryKey: libraryKeys.books() });
      toast.success(t("The file is uploaded. The book is being processed now."));
    } catch (err) {
      setFailure(err);
      setPhase("failed");
      // A refused file puts the book back to what it was: show it as it is now.
      void client.invalidateQueries({ queryKey: libraryKeys.book(book.id) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
      <h2 id={headingId} className="text-lg font-bold">
        {replacing
          ? book.status === "rejected"
            ? t("Send a corrected file")
            : book.status === "failed"
              ? t("Send another file")
              : t("The new file did not finish uploading")
          : book.status === "uploading"
            ? t("The upload did not finish")
            : t("This book has no file yet")}
      </h2>
      <p className="text-sm">
        {replacing
          ? book.status === "rejected"
            ? t("Make the changes the reviewer asked for and upload the new PDF or EPUB. It replaces the current file, and the book is reviewed again.")
            : t("Upload another PDF or EPUB. It replaces the current file once it has arrived and been checked.")
          : t("Upload its PDF or EPUB to finish it, or delete this draft.")}
      </p>
      <form onSubmit={(e) => void upload(e)} noValidate className="grid gap-3">
        <FormField label={t("Book file")} error={problem}>
          <FileInput accept=".pdf,.epub,application/pdf,application/epub+zip" disabled={working} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
        {phase !== "idle" ? <UploadProgress label={t("Upload progress")} value={progress} failed={phase === "failed"} /> : null}
        {phase === "failed" ? (
          <Alert tone="error">
            <p className="font-semibold">{t("The book file could not be uploaded.")}</p>
            <p>{errorMessage(failure)}</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={working}>
            <Upload aria-hidden /> {working ? t("Uploading…") : replacing ? t("Upload the new file") : t("Upload the file")}
          </Button>
          {replacing ? null : <DeleteDraftButton book={book} onDeleted={() => void navigate(paths.dashboard)} />}
        </div>
      </form>
    </section>
  );
}
