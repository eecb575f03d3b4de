import type { ReactNode } from "react";
import type { BookOut } from "@contracts/books";
import { Badge } from "@/components/ui/badge";
import { STATUS_BADGES, VISIBILITY_LABELS, formatDateTime, fullName } from "../lib/labels";

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const formatSize = (bytes: number | null) => (bytes === null ? "—" : bytes >= 1024 * 1024 ? `${sizeFormat.format(bytes / (1024 * 1024))} MB` : `${sizeFormat.format(bytes / 1024)} KB`);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{term}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** Everything staff need to know about one book, as a description list. */
export function BookDetails({ book, schoolName }: { book: BookOut; schoolName: string }) {
  const badge = STATUS_BADGES[book.status];
  return (
    <dl className="grid gap-3">
      <Row term="Author">{book.author_name}</Row>
      <Row term="Status">
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </Row>
      {book.rejection_reason ? <Row term="Rejection reason">{book.rejection_reason}</Row> : null}
      {book.processing_error ? <Row term="Processing error"><span className="text-red-900">{book.processing_error}</span></Row> : null}
      <Row term="School">{schoolName}</Row>
      <Row term="Uploaded by">{fullName(book.uploader)}</Row>
      <Row term="Visibility">{VISIBILITY_LABELS[book.visibility]}</Row>
      <Row term="Featured">{book.featured ? "Yes" : "No"}</Row>
      <Row term="Language">{book.language}</Row>
      <Row term="Reading level">{book.reading_level ?? "—"}</Row>
      <Row term="Categories">{book.categories.length ? book.categories.map((c) => c.name).join(", ") : "—"}</Row>
      <Row term="File">{book.file_type ? `${book.file_type.toUpperCase()}, ${formatSize(book.file_size)}${book.page_count ? `, ${book.page_count} pages` : ""}` : "Not uploaded"}</Row>
      <Row term="Created">{formatDateTime(book.created_at)}</Row>
      <Row term="Updated">{formatDateTime(book.updated_at)}</Row>
      {book.description ? <Row term="Description"><span className="whitespace-pre-line">{book.description}</span></Row> : null}
    </dl>
  );
}
