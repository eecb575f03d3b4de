import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { ApiError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useBook } from "@/features/library/books/api/get-book";
import { ReactionsBar } from "@/features/library/books/components/reactions-bar";
import { RelatedBooks } from "@/features/library/books/components/related-books";
import { PrintedCopyOffer } from "@/features/giving/causes/components/printed-copy-offer";
import { BookQuizLink } from "@/features/learning/courses/components/book-quiz-link";
import { useFeatureEnabled } from "@/features/identity/tenant/api";
import { BookCover } from "@/components/books/book-cover";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { BookReader } from "@/components/books/book-reader";
import { usePageShown } from "@/lib/page-snapshot";
import { contentLang } from "@/lib/content-lang";
import { OWN_STATUS_LABELS, STATUS_LABELS, VISIBILITY_LABELS, languageName } from "@/features/library/books/lib/labels";
import { isolate } from "@/lib/bidi";
import { uploadPanelFor } from "@/features/library/books/lib/upload-panel";

// Only the uploader of a book without its file needs it, and it brings the upload form's zod checks,
// which the hinted book page must not load (scripts/check-bundle.mjs).
const FinishUpload = lazy(() => import("@/features/library/books/components/finish-upload").then((m) => ({ default: m.FinishUpload })));

/** /library/{id}: the book's details, reactions, the in-browser reader and related books. */
export default function BookPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const book = useBook(id);
  const user = useAtomValue(userAtom);
  const quizzes = useFeatureEnabled("comprehension_corner");
  usePageShown(!book.isPending);

  if (book.isPending) return <LoadingState label={t("Loading the book")} />;
  if (book.isError) {
    const missing = book.error instanceof ApiError && book.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink to={paths.library}>{t("Back to the library")}</BackLink>
        {missing ? (
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold text-ink">{t("Book not found")}</h1>
            <p className="text-ink-muted">{t("This book does not exist or is not shared with you.")}</p>
          </div>
        ) : (
          <ErrorState error={book.error} title={t("Could not load this book")} />
        )}
      </div>
    );
  }
  const b = book.data;
  const mine = !!user && b.uploader.id === user.id;
  const details: [string, string][] = [
    [t("Language"), languageName(b.language)],
    ...(b.reading_level ? ([[t("Reading level"), b.reading_level]] as [string, string][]) : []),
    ...(b.page_count ? ([[t("Pages"), formatNumber(b.page_count)]] as [string, string][]) : []),
    [t("Visibility"), t(VISIBILITY_LABELS[b.visibility])],
  ];

  return (
    <article className="grid gap-8">
      <BackLink to={paths.library}>{t("Back to the library")}</BackLink>
      <div className="grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">
        <BookCover book={b} alt={t("Cover of {{title}}", { title: b.title })} priority className="mx-auto max-w-48 sm:max-w-none" />
        <div className="grid content-start gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold wrap-anywhere text-ink sm:text-3xl" {...contentLang(b.language)}>
              {b.title}
            </h1>
            <p className="text-ink-muted">{t("by {{name}}", { name: isolate(b.author_name) })}</p>
          </div>
          {b.status !== "published" ? (
            <div>
              <Badge variant={b.status === "rejected" || b.status === "failed" ? "danger" : "warning"}>{t((mine ? OWN_STATUS_LABELS : STATUS_LABELS)[b.status])}</Badge>
            </div>
          ) : null}
          {b.status === "rejected" && mine ? (
            // Its uploader, often a child: what happened, the reviewer's words, and the next step (the form below).
            <Alert tone="error">
              <p className="font-semibold">{t("Your book was sent back to you")}</p>
              {b.rejection_reason ? (
                <p>
                  <Trans i18nKey="Reason: <0>{{reason}}</0>" values={{ reason: b.rejection_reason }} components={[<bdi key="reason" />]} />
                </p>
              ) : null}
              <p>{t("Change your book, then upload the new file below to send it again.")}</p>
            </Alert>
          ) : b.status === "rejected" && b.rejection_reason ? (
            <Alert tone="error">{t("Rejected: {{reason}}", { reason: isolate(b.rejection_reason) })}</Alert>
          ) : null}
          {b.status === "failed" && b.processing_error ? <Alert tone="error">{b.processing_error}</Alert> : null}
          {/* No file (its upload stopped, or its file was refused): its uploader finishes or deletes it here;
              a file that failed processing or was rejected: its uploader sends a new one here. */}
          {mine && uploadPanelFor(b) ? (
            <Suspense fallback={null}>
              <FinishUpload book={b} />
            </Suspense>
          ) : null}
          {b.description ? <p className="max-w-prose whitespace-pre-line text-ink" {...contentLang(b.language)}>
              {b.description}
            </p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink">{term}</dt>
                <dd className="text-ink-muted">{value}</dd>
              </div>
            ))}
          </dl>
          {b.categories.length > 0 ? (
            <ul aria-label={t("Categories")} className="flex flex-wrap gap-2">
              {b.categories.map((c) => (
                <li key={c.id}>
                  <Link to={`${paths.library}?category=${encodeURIComponent(c.slug)}`} className="inline-flex min-h-8 items-center rounded-full bg-primary-light px-3 text-sm font-medium text-primary-dark hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <SdgTiles sdgs={b.sdgs} size="sm" linkTo={(n) => `${paths.learning.sdgs}?goal=${n}`} />
          {b.status === "published" ? <ReactionsBar itemType="book" itemId={b.id} /> : null}
          {b.status === "published" && quizzes ? <BookQuizLink bookId={b.id} /> : null}
          {b.status === "published" ? <PrintedCopyOffer bookId={b.id} /> : null}
        </div>
      </div>

      <section aria-labelledby="reader-heading" className="grid gap-3">
        <h2 id="reader-heading" className="text-xl font-bold text-ink">
          {t("Read the book")}
        </h2>
        <BookReader book={b} />
      </section>

      <RelatedBooks book={b} />
    </article>
  );
}
