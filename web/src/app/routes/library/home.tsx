import { useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Upload } from "lucide-react";
import { useAtom, useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { searchAtom } from "@/features/search/state";
import { userAtom } from "@/lib/session";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState } from "@/components/ui/query-states";
import { BOOKS_PAGE_SIZE, useBooks } from "@/features/library/books/api/get-books";
import { useBookCategories } from "@/features/library/books/api/get-book-categories";
import { useBookStats } from "@/features/library/books/api/get-book-stats";
import { BookGrid, BookGridSkeleton } from "@/features/library/books/components/book-card";
import { CategoryChips } from "@/features/library/books/components/category-chips";
import { LibraryFilters } from "@/features/library/books/components/library-filters";
import { LibrarySearch } from "@/features/library/books/components/library-search";
import { LibrarySections, asSection, sectionLabel, type LibrarySection } from "@/features/library/books/components/library-sections";
import { usePageShown } from "@/lib/page-snapshot";
import { canUploadBooks } from "@/features/library/books/lib/can-upload";
import { STORY_SHELF_SIZE, useStories } from "@/features/library/stories/api/get-stories";
import { StoryShelf } from "@/features/library/stories/components/story-shelf";
import { SMALL_LINK_HIT_AREA } from "@/components/ui/back-link";

const FEATURED_STRIP = 6;
const TO_HEADING: ScrollIntoViewOptions = { block: "start" };

/** "/" and "/library": the library home — sections with counts, categories, search and the cover grid. */
export default function LibraryHomePage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const section = asSection(get("section"));
  const search = get("search");
  const category = get("category");
  const filters = { language: get("language"), level: get("level"), sort: get("sort"), sdg: get("sdg") };
  const sort = filters.sort === "popular" || filters.sort === "title" ? filters.sort : undefined;
  const sdg = Number(filters.sdg) >= 1 && Number(filters.sdg) <= 17 ? Number(filters.sdg) : undefined;
  const user = useAtomValue(userAtom);

  const stats = useBookStats();
  const categories = useBookCategories();
  const filtered = !!(search || category || filters.language || filters.level || sdg);
  const showStrip = section === "home" && !filtered && offset === 0;
  const featured = useBooks({ featured: true, limit: FEATURED_STRIP }, section === "home");
  const books = useBooks({ search, category, featured: section === "featured" || undefined, language: filters.language || undefined, level: filters.level || undefined, sdg, sort, offset });
  // The stories shelf, below the books: the newest on the library's first page, the matches of a
  // search (stories have no categories, levels or goals, so other filters leave it out).
  const storyShelf = section === "home" && offset === 0 && !(category || filters.language || filters.level || sdg);
  const stories = useStories({ search: search || undefined, limit: STORY_SHELF_SIZE }, storyShelf);

  const hrefFor = (s: LibrarySection) => {
    const next = new URLSearchParams();
    if (s !== "home") next.set("section", s);
    if (search) next.set("search", search);
    if (category) next.set("category", category);
    for (const key of ["language", "level", "sort", "sdg"] as const) if (filters[key]) next.set(key, filters[key]);
    const qs = next.toString();
    return qs ? `${paths.library}?${qs}` : paths.library;
  };
  // The URL's ?search= is what the grid shows; the persisted search state keeps the last search,
  // so arriving without one brings it back (once).
  const [saved, setSaved] = useAtom(searchAtom);
  const commitSearch = useCallback(
    (value: string) => {
      setSaved({ query: value });
      update({ search: value });
    },
    [setSaved, update],
  );
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (!search && saved.query) update({ search: saved.query });
    else if (search && search !== saved.query) setSaved({ query: search });
  }, [search, saved.query, update, setSaved]);
  // The server's first paint (worker/lib/page-snapshot.ts) gives way once the chips and the featured strip are in.
  usePageShown(!categories.isPending && !(showStrip && featured.isPending));
  const counts = stats.data ? { all: stats.data.book_stats.all_book, featured: stats.data.book_stats.featured_book } : undefined;
  const gridTitle = search ? t("Results for “{{search}}”", { search }) : section !== "home" ? t(sectionLabel(section)) : filtered || sort ? t("Books") : t("Newest books");

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <div className="grid min-w-0 gap-4 lg:sticky lg:top-4">
        <h1 className="text-2xl font-bold text-ink">{t("Library")}</h1>
        <LibrarySections current={section} counts={counts} hrefFor={hrefFor} />
        {canUploadBooks(user) ? (
          <Button asChild variant="outline" className="w-fit lg:w-full">
            <Link to={paths.uploadBook}>
              <Upload aria-hidden /> {t("Upload a book")}
            </Link>
          </Button>
        ) : null}
      </div>

      <div className="grid min-w-0 gap-6">
        <div className="grid gap-3">
          <LibrarySearch value={search} onCommit={commitSearch} />
          <CategoryChips categories={categories.data ?? []} selected={category} onSelect={(slug) => update({ category: slug })} />
          <LibraryFilters values={filters} onChange={update} />
        </div>

        {showStrip && featured.isPending ? (
          // The strip's place is kept while it loads, so the grid below does not jump down (CLS).
          <section aria-label={t("Featured books")} className="grid gap-3">
            <div className="h-7" />
            <BookGridSkeleton count={FEATURED_STRIP} label={t("Loading the featured books")} />
          </section>
        ) : null}
        {showStrip && featured.data && featured.data.results.length > 0 ? (
          <section aria-labelledby="featured-heading" className="grid gap-3">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="featured-heading" className="text-lg font-bold text-ink">
                {t("Featured books")}
              </h2>
              <Link to={hrefFor("featured")} className={`inline-flex items-center text-sm font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
                {t("See all featured")}
              </Link>
            </div>
            <BookGrid books={featured.data.results} label={t("Featured books")} first />
          </section>
        ) : null}

        <section aria-labelledby="books-heading" className="grid gap-3">
          <h2 id="books-heading" className="text-lg font-bold text-ink">
            {gridTitle}
          </h2>
          {books.isPending ? (
            <BookGridSkeleton />
          ) : books.isError ? (
            <ErrorState error={books.error} title={t("Could not load the books")} />
          ) : books.data.results.length === 0 ? (
            <EmptyState>{filtered ? t("No books match your search. Try other words, another category or fewer filters.") : t("There are no books here yet.")}</EmptyState>
          ) : (
            <div className="grid gap-6" aria-busy={books.isFetching}>
              <div className={books.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
                <BookGrid books={books.data.results} label={gridTitle} first={!showStrip} />
              </div>
              <Pagination
                label={t("Book pages")}
                count={books.data.count}
                limit={BOOKS_PAGE_SIZE}
                offset={offset}
                onOffsetChange={(o) => {
                  update({ offset: o });
                  document.getElementById("books-heading")?.scrollIntoView?.(TO_HEADING);
                }}
              />
            </div>
          )}
        </section>

        {storyShelf && stories.data && stories.data.results.length > 0 ? (
          <section aria-labelledby="stories-heading" className="grid gap-3">
            <h2 id="stories-heading" className="text-lg font-bold text-ink">
              {search ? t("Stories for “{{search}}”", { search }) : t("Stories by our writers")}
            </h2>
            <StoryShelf stories={stories.data.results} label={search ? t("Stories for “{{search}}”", { search }) : t("Stories by our writers")} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
