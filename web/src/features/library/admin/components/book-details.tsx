import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookOut } from "@contracts/books";
import { Badge } from "@/components/ui/badge";
import { formatDateTime, formatNumber } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { STATUS_BADGES, VISIBILITY_LABELS, fullName } from "../lib/labels";

/** "2.5 MB" / "340 kB" in the reader's language (Intl names the unit). */
const formatSize = (bytes: number | null) =>
  bytes === null
    ? "—"
    : bytes >= 1024 * 1024
      ? formatNumber(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : formatNumber(bytes / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 });

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
  const { t } = useTranslation();
  const badge = STATUS_BADGES[book.status];
  const file = !book.file_type
    ? t("Not uploaded")
    : book.page_count
      ? t("{{type}}, {{size}}, {{count, number}} pages", { type: book.file_type.toUpperCase(), size: formatSize(book.file_size), count: book.page_count })
      : t("{{type}}, {{size}}", { type: book.file_type.toUpperCase(), size: formatSize(book.file_size) });
  return (
    <dl className="grid gap-3">
      <Row term={t("Author")}>{book.author_name}</Row>
      <Row term={t("Status")}>
        <Badge variant={badge.variant}>{t(badge.label)}</Badge>
      </Row>
      {book.rejection_reason ? <Row term={t("Rejection reason")}>{book.rejection_reason}</Row> : null}
      {book.processing_error ? <Row term={t("Processing error")}><span className="text-red-900">{book.processing_error}</span></Row> : null}
      <Row term={t("School")}>{schoolName}</Row>
      <Row term={t("Uploaded by")}>{fullName(book.uploader)}</Row>
      <Row term={t("Visibility")}>{t(VISIBILITY_LABELS[book.visibility])}</Row>
      <Row term={t("Featured")}>{book.featured ? t("Yes") : t("No")}</Row>
      <Row term={t("Language")}>{book.language}</Row>
      <Row term={t("Reading level")}>{book.reading_level ?? "—"}</Row>
      <Row term={t("Categories")}>{book.categories.length ? book.categories.map((c) => c.name).join(", ") : "—"}</Row>
      <Row term={t("File")}>{file}</Row>
      <Row term={t("Created")}>{formatDateTime(book.created_at)}</Row>
      <Row term={t("Updated")}>{formatDateTime(book.updated_at)}</Row>
      {book.description ? (
        <Row term={t("Description")}>
          <span className="whitespace-pre-line" {...contentLang(book.language)}>
            {book.description}
          </span>
        </Row>
      ) : null}
    </dl>
  );
}
