import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { SMALL_LINK_HIT_AREA } from "@/components/ui/back-link";

/** A cause's page: back link, cover, title, story on the left and the Donate panel beside it (below on phones). */
export function CauseDetail({ backTo, backLabel, title, subtitle, coverUrl, children, aside }: {
  backTo: string;
  backLabel: string;
  title: string;
  subtitle?: ReactNode;
  coverUrl: string | null;
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <Link to={backTo} className={`flex w-fit items-center gap-1 text-sm font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
        <ArrowLeft className="size-4" aria-hidden /> {backLabel}
      </Link>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <article className="grid min-w-0 gap-5">
          {coverUrl ? <img src={coverUrl} alt="" className="aspect-[21/9] w-full rounded-xl object-cover" /> : null}
          <header className="grid gap-1">
            <h1 dir="auto" className="text-2xl font-bold break-words text-ink sm:text-3xl">{title}</h1>
            {subtitle ? <div dir="auto" className="text-sm text-ink-muted">{subtitle}</div> : null}
          </header>
          {children}
        </article>
        <aside className="grid gap-4 lg:sticky lg:top-4">{aside}</aside>
      </div>
    </div>
  );
}

/** Paragraphs of a cause's description, as plain text, each in its own text's direction (dir="auto"). */
export function Story({ text }: { text: string }) {
  const { t } = useTranslation();
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="story-heading" className="grid gap-3">
      <h2 id="story-heading" className="text-lg font-bold text-ink">
        {t("The story")}
      </h2>
      {paragraphs.map((p, i) => (
        <p key={i} dir="auto" className="leading-relaxed whitespace-pre-line text-ink">
          {p}
        </p>
      ))}
    </section>
  );
}
