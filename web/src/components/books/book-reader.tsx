import { useTranslation } from "react-i18next";
import { lazy, Suspense, useRef } from "react";
import { Clock, FileX } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useBookFile } from "./use-book-file";
import { msg } from "@/lib/i18n";
import { useNearViewport } from "@/lib/use-near-viewport";

// Each reader is its own chunk; pdf.js itself loads only when a PDF opens.
const PdfReader = lazy(() => import("./reader/pdf-reader").then((m) => ({ default: m.PdfReader })));
const EpubReader = lazy(() => import("./reader/epub-reader").then((m) => ({ default: m.EpubReader })));

export const FILE_NOT_AVAILABLE = msg("This book's file is not available.");

function Notice({ icon, title, children }: { icon: "clock" | "missing"; title: string; children?: React.ReactNode }) {
  const Icon = icon === "clock" ? Clock : FileX;
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line-muted bg-surface px-4 py-10 text-center">
      <Icon className="size-8 text-ink-muted" aria-hidden />
      <p className="font-semibold text-ink">{title}</p>
      {children ? <p className="max-w-prose text-sm text-ink-muted">{children}</p> : null}
    </div>
  );
}

/**
 * The in-browser reader, or why the book cannot be read (yet); the book's pages are marked with its
 * language. The file (often megabytes) and the reader's code (pdf.js is 130 kB) load when the reader
 * comes near the screen, not for a visitor who only looks at the book's details.
 */
export function BookReader({ book }: { book: BookOut }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className="grid">
      <ReaderBody book={book} near={near} />
    </div>
  );
}

function ReaderBody({ book, near }: { book: BookOut; near: boolean }) {
  const { t } = useTranslation();
  const processing = book.status === "processing";
  const file = useBookFile(book.id, processing || !near ? null : book.file);

  if (processing) {
    return (
      <Notice icon="clock" title={t("This book is still being processed.")}>
        {t("Its file has arrived and is being checked. Come back in a few minutes to read it.")}
      </Notice>
    );
  }
  // "uploading" without a file: the upload stopped or its file was refused; nothing has arrived to check.
  if (!book.file && book.status === "uploading") {
    return <Notice icon="missing" title={t("This book's upload has not finished.")}>{t("Its file has not arrived, so there is nothing to read yet.")}</Notice>;
  }
  if (!book.file) return <Notice icon="missing" title={t(FILE_NOT_AVAILABLE)}>{t("No file has been uploaded for this book yet.")}</Notice>;
  // Not near the screen yet: the reader's place is kept, and nothing is said to be downloading.
  if (!near) return <div className="min-h-64 rounded-lg border border-line-muted bg-surface" />;
  if (file.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center rounded-lg border border-line-muted bg-surface">
        <Spinner label={t("Downloading the book")} />
      </div>
    );
  }
  if (file.isError) {
    const status = file.error instanceof ApiError ? file.error.status : 0;
    if (status === 403 || status === 404) {
      return <Notice icon="missing" title={t(FILE_NOT_AVAILABLE)}>{t("It may have been removed, or you may not have access to it.")}</Notice>;
    }
    return <Alert tone="error">{file.error instanceof ApiError ? errorMessage(file.error) : t("The book could not be downloaded. Please try again.")}</Alert>;
  }
  const loading = (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={t("Opening the book")} />
    </div>
  );
  return (
    <Suspense fallback={loading}>
      {book.file_type === "epub" ? <EpubReader bookId={book.id} title={book.title} language={book.language} bytes={file.data} /> : <PdfReader bookId={book.id} title={book.title} language={book.language} bytes={file.data} />}
    </Suspense>
  );
}
