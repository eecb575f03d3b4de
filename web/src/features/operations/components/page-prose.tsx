import { PROSE } from "@/lib/prose";
import { cn } from "@/lib/cn";

/** Tables, code and rules on top of the shared rich-text typography (information pages allow them). */
export const PAGE_PROSE = cn(
  PROSE,
  "[&_h4]:mt-3 [&_h4]:font-semibold [&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-line-muted [&_th]:bg-surface-alt [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_td]:border [&_td]:border-line-muted [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_code]:rounded [&_code]:bg-surface-alt [&_code]:px-1 [&_hr]:my-6 [&_hr]:border-line-muted [&_h2]:scroll-mt-24 [&_h3]:scroll-mt-24",
);

/**
 * Server-rendered, sanitised HTML of an information page (worker/operations/pages/markdown.ts). Its
 * direction is its own text's (`dir="auto"`): a page written in English reads left to right in an
 * Arabic interface, and one written in Arabic right to left in an English one. `lang` is the language
 * it is written in (the page's `lang`, which its editors choose).
 */
export function PageProse({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div dir="auto" lang={lang} className={cn(PAGE_PROSE, "max-w-none overflow-x-auto break-words", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
