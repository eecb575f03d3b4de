import { useMemo, useState } from "react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { Input } from "@/components/ui/input";
import { filterFaq, parseFaq } from "../lib/faq";
import { PageProse } from "./page-prose";

/** /faq: the questions grouped under their headings, each opening in place, with a search box. `lang`: the language the questions are written in. */
export function Faq({ html, lang }: { html: string; lang?: string }) {
  const { t } = useTranslation();
  const { intro, groups } = useMemo(() => parseFaq(html), [html]);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterFaq(groups, query), [groups, query]);
  const total = shown.reduce((n, g) => n + g.entries.length, 0);
  return (
    <div className="grid gap-6">
      {intro ? <PageProse html={intro} lang={lang} /> : null}
      <div className="grid gap-1.5">
        <label htmlFor="faq-search" className="text-sm font-medium text-ink">
          {t("Search the questions")}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
          <Input id="faq-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("For example: class code, certificate, refund")} className="ps-9" />
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {query
            ? total === 0
              ? t("No question matches. Try other words, or ask us through the contact form.")
              : t("{{count, number}} questions match.", { count: total })
            : t("{{count, number}} questions in {{groups}} groups.", { count: groups.reduce((n, g) => n + g.entries.length, 0), groups: formatNumber(groups.length) })}
        </p>
      </div>
      {!query ? (
        <nav aria-label={t("Question groups")} className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <a key={g.id} href={`#${g.id}`} dir="auto" lang={g.title ? lang : undefined} className="rounded-full border border-line-muted px-3 py-1 text-sm text-ink hover:bg-surface-alt">
              {g.title || t("Questions")}
            </a>
          ))}
        </nav>
      ) : null}
      {shown.map((g) => (
        <section key={g.id} aria-labelledby={g.id} className="grid gap-2">
          <h2 id={g.id} dir="auto" lang={g.title ? lang : undefined} className="scroll-mt-24 text-xl font-bold text-ink">
            {g.title || t("Questions")}
          </h2>
          <div className="divide-y divide-line-muted rounded-lg border border-line-muted bg-surface">
            {g.entries.map((e) => (
              // dir="auto": a question's row (the question, its + and the answer) runs in the question's own direction, so an
              // English question on an Arabic page starts at the left with its + at the right, as on an English page.
              <details key={e.id} id={e.id} dir="auto" lang={lang} className="group scroll-mt-24 px-4 py-3" open={!!query}>
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  <h3 dir="auto" lang={lang} className="text-base">
                    {e.question}
                  </h3>
                  <span aria-hidden className="text-lg leading-none text-ink-muted transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <PageProse html={e.answerHtml} lang={lang} className="mt-2" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
