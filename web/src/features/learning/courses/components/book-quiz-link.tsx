import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BrainCircuit } from "lucide-react";
import { paths } from "@/config/paths";
import { useBookQuizzes } from "../api/comprehension";

/** On a book's page: its comprehension-corner quizzes, when it has any. */
export function BookQuizLink({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const quizzes = useBookQuizzes(bookId);
  if (!quizzes.data?.length) return null;
  return (
    <section aria-labelledby="comprehension-heading" className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
      <h2 id="comprehension-heading" className="flex items-center gap-2 text-base font-bold text-ink">
        <BrainCircuit className="size-5" aria-hidden /> {t("Comprehension corner")}
      </h2>
      <ul className="grid gap-1">
        {quizzes.data.map((q) => (
          <li key={q.id}>
            <Link to={paths.learning.comprehension(q.slug)} className="text-sm font-semibold text-primary-dark underline">
              {t("Answer {{count}} questions about this book", { count: q.questions })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
