import { useTranslation } from "react-i18next";
import type { BookOut } from "@contracts/books";
import { useRelatedBooks } from "../api/get-related-books";
import { BookGrid, BookGridSkeleton } from "./book-card";

/** "Related books": the same category or language as this book; nothing at all when there are none. */
export function RelatedBooks({ book }: { book: Pick<BookOut, "id" | "language" | "categories"> }) {
  const { t } = useTranslation();
  const related = useRelatedBooks(book);
  if (related.isError || (related.data && related.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="grid gap-3">
      <h2 id="related-heading" className="text-xl font-bold text-ink">
        {t("Related books")}
      </h2>
      {related.data ? <BookGrid books={related.data} label={t("More books like this")} /> : <BookGridSkeleton count={6} label={t("Loading related books")} />}
    </section>
  );
}
