import type { DearWorldBookOut } from "@contracts/dear-world";
import { EmptyState } from "@/components/ui/query-states";
import { LetterCard } from "./letter-card";

/** The curated class book: one chapter per class, one letter per page when printed. */
export function LetterBook({ book }: { book: DearWorldBookOut }) {
  if (book.chapters.length === 0) {
    return <EmptyState>No letters are in the book yet. Once a teacher includes a letter, it appears here.</EmptyState>;
  }
  return (
    <div className="grid gap-10">
      {book.chapters.map((chapter) => {
        const title = chapter.class?.name ?? "Our school";
        const id = `chapter-${chapter.class?.id ?? "school"}`;
        return (
          <section key={id} aria-labelledby={id} className="grid gap-4">
            <h2 id={id} className="border-b border-line-muted pb-2 text-xl font-bold text-ink">
              {title}
            </h2>
            <ol aria-label={`Letters of ${title}`} className="grid gap-6 md:grid-cols-2">
              {chapter.letters.map((letter) => (
                <li key={letter.id} className="grid print:break-after-page">
                  <LetterCard letter={letter} className="min-h-48 bg-[#fffdf7]" />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
