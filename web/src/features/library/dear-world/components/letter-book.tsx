import { useTranslation } from "react-i18next";
import type { DearWorldBookOut } from "@contracts/dear-world";
import { EmptyState } from "@/components/ui/query-states";
import { LetterCard } from "./letter-card";

/** The chapter of letters that belong to no class. */
const SCHOOL_CHAPTER = "school";

/** The curated class book: one chapter per class, one letter per page when printed. */
export function LetterBook({ book }: { book: DearWorldBookOut }) {
  const { t } = useTranslation();
  if (book.chapters.length === 0) {
    return <EmptyState>{t("No letters are in the book yet. Once a teacher includes a letter, it appears here.")}</EmptyState>;
  }
  return (
    <div className="grid gap-10">
      {book.chapters.map((chapter) => {
        const title = chapter.class?.name ?? t("Our school");
        const id = `chapter-${chapter.class?.id ?? SCHOOL_CHAPTER}`;
        return (
          <section key={id} aria-labelledby={id} className="grid gap-4">
            <h2 id={id} className="border-b border-line-muted pb-2 text-xl font-bold text-ink">
              {title}
            </h2>
            <ol aria-label={t("Letters of {{name}}", { name: title })} className="grid gap-6 md:grid-cols-2">
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
