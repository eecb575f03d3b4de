import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { useFilms } from "../api/comprehension";

/** /impact-films: short films about the projects and the goals, with captions on by default. */
export function FilmsPage() {
  const { t } = useTranslation();
  const films = useFilms();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Impact films")} description={t("Short films about what gifts and projects change: see the books, lamps and wells your school's giving helps.")} />
      {films.isPending ? (
        <LoadingState label={t("Loading the films")} />
      ) : films.isError ? (
        <ErrorState error={films.error} title={t("Could not load the films")} />
      ) : films.data.length === 0 ? (
        <EmptyState>{t("There are no films here yet.")}</EmptyState>
      ) : (
        <ul aria-label={t("Films")} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {films.data.map((f) => (
            <li key={f.id}>
              <article aria-labelledby={`film-${f.id}`} className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
                <video controls preload="metadata" poster={f.poster ?? undefined} className="aspect-video w-full rounded-lg bg-black" aria-label={f.title}>
                  <source src={f.video.src} type={f.video.type} />
                  {f.captions ? <track kind="captions" src={f.captions} srcLang="en" label={t("English")} default /> : null}
                  {t("Your browser cannot play this video.")}
                </video>
                <h2 id={`film-${f.id}`} className="text-lg font-bold text-ink">
                  {f.title}
                </h2>
                {f.summary ? <p className="text-sm text-ink-muted">{f.summary}</p> : null}
                <SdgTiles sdgs={f.sdgs} size="sm" className="gap-1" linkTo={(n) => `${paths.learning.sdgs}?goal=${n}`} />
                {f.projects.length ? (
                  <p className="text-sm text-ink">
                    {t("About:")}{" "}
                    {f.projects.map((p, i) => (
                      <span key={p.id}>
                        {i > 0 ? t(", ") : ""}
                        <Link to={paths.giving.project(p.slug)} className="font-semibold text-primary-dark underline">
                          {p.title}
                        </Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
