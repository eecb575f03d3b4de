import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LetterOut } from "@contracts/dear-world";
import { cn } from "@/lib/cn";

/** One letter as a page of the book: its title, the text as written, and who wrote it. */
export function LetterCard({ letter, headingLevel = 3, children, className }: { letter: LetterOut; headingLevel?: 3 | 4; children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const signature = letter.class ? t("{{name}}, {{className}}", { name: letter.author.first_name, className: letter.class.name }) : letter.author.first_name;
  return (
    <article
      aria-label={letter.title ? t("{{title}}, by {{signature}}", { title: letter.title, signature }) : t("Letter by {{signature}}", { signature })}
      className={cn("grid gap-3 rounded-xl border border-line-muted bg-surface p-5 shadow-sm print:break-inside-avoid print:shadow-none", className)}
    >
      <Heading className="font-serif text-lg font-bold break-words text-ink">{letter.title ?? t("Dear World,")}</Heading>
      <p className="font-serif text-base leading-relaxed break-words whitespace-pre-line text-ink">{letter.body}</p>
      <p className="justify-self-end text-sm font-semibold text-ink-muted">— {signature}</p>
      {children}
    </article>
  );
}
