import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
import { BookCover } from "@/components/books/book-cover";
import { contentLang } from "@/lib/content-lang";

/** One cover in the library grid; the whole card is a link named by the book's title. */
export function BookCard({ book, eager, priority }: { book: BookOut; eager?: boolean; priority?: boolean }) {
  return (
    <li>
      <Link to={paths.book(book.id)} className="group grid gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
        <BookCover book={book} eager={eager} priority={priority} className="transition-transform group-hover:-translate-y-0.5 group-hover:shadow-md" />
        <span className="grid gap-0.5">
          <span className="line-clamp-2 text-sm font-semibold wrap-anywhere text-ink group-hover:underline" {...contentLang(book.language)}>
            {book.title}
          </span>
          {/* <bdi>: "Amara A." keeps its full stop after the initial on an Arabic page. */}
          <bdi className="line-clamp-1 text-xs text-ink-muted">{book.author_name}</bdi>
        </span>
      </Link>
    </li>
  );
}

const GRID = "grid grid-cols-2 gap-x-4 gap-y-6 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6";

/** `first`: this grid starts the page, so its first cover is fetched with high priority. */
export function BookGrid({ books, label, first = false }: { books: BookOut[]; label: string; first?: boolean }) {
  return (
    <ul aria-label={label} className={GRID}>
      {books.map((b, i) => (
        <BookCard key={b.id} book={b} eager={i < 6} priority={first && i === 0} />
      ))}
    </ul>
  );
}

/** Grey covers in the grid's own shape while the first page loads. */
export function BookGridSkeleton({ count = 12, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t("Loading books")}>
      <ul className={GRID} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="grid gap-2">
            <div className="aspect-[3/4] w-full animate-pulse rounded-md bg-surface-alt" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-surface-alt" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-alt" />
          </li>
        ))}
      </ul>
    </div>
  );
}
