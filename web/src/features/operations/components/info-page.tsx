import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Languages, Pencil } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { ContentPageSlug } from "@contracts/operations";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { ApiError } from "@/lib/api-client";
import { formatDate, languageName } from "@/lib/format";
import { userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { usePage } from "../api/pages";
import { differentLanguage } from "../lib/page-language";
import { ContactForm } from "./contact-form";
import { Faq } from "./faq";
import { GlobalReach } from "./global-reach";
import { PageProse } from "./page-prose";

/** Where this host's editors change the page: staff in the panel; a school's admins in their area. */
function useEditLink(slug: ContentPageSlug): string | null {
  const user = useAtomValue(userAtom);
  const { data: tenant } = useCurrentTenant();
  if (!user) return null;
  if (user.is_staff && !tenant) return adminPanelPaths.page(slug);
  if (tenant && (user.is_staff || user.role === "school_admin")) return paths.schoolAdmin.page(slug);
  return null;
}

/** One of the twelve information pages, from the content store (this school's copy or the platform's). */
export function InfoPage({ slug }: { slug: ContentPageSlug }) {
  const { t, i18n } = useTranslation();
  const page = usePage(slug);
  const user = useAtomValue(userAtom);
  const edit = useEditLink(slug);
  const { data: school } = useCurrentTenant();

  if (page.isPending) return <div className="mx-auto w-full max-w-[1280px] px-4 py-8 lg:px-6"><LoadingState label={t("Loading the page")} /></div>;
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
        {missing ? (
          <EmptyState>
            <p>{t("This page has not been written yet.")}</p>
            <Link to={paths.contact} className="font-medium text-primary-dark underline">
              {t("Ask us through the contact form")}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={page.error} />
        )}
      </div>
    );
  }
  const p = page.data;
  const outline = slug === "faq" ? [] : p.headings.filter((h) => h.level === 2);
  const written = p.lang;
  // The page is written in one language whatever the reader chose (its editors say which): its
  // words carry that language (screen readers pronounce them in it) and take their own direction,
  // as "auto" cannot lay a page out the wrong way round (".another") even where a page mixes scripts.
  const content = { lang: written, dir: "auto" as const };
  const foreign = differentLanguage(written, i18n.language);
  return (
    <div className="mx-auto grid w-full max-w-[1280px] gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:px-6">
      <article className="grid min-w-0 content-start gap-6" aria-labelledby="page-title">
        <header className="grid gap-2 border-b border-line-muted pb-4">
          <h1 id="page-title" {...content} className="text-3xl font-bold break-words text-ink">
            {p.title}
          </h1>
          {p.summary ? (
            <p {...content} className="text-lg text-ink-muted">
              {p.summary}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {p.source === "school" ? t("Last updated {{date}} · written by this school", { date: formatDate(p.updated_at, "long") }) : t("Last updated {{date}}", { date: formatDate(p.updated_at, "long") })}
          </p>
          {foreign && written ? (
            <p role="note" className="flex items-start gap-2 rounded-md border border-line-muted bg-surface-alt px-3 py-2 text-sm text-ink">
              <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {p.source === "school" && school
                  ? t("{{school}} wrote this page in {{language}}.", { school: school.school_name, language: languageName(written) })
                  : t("This page is written in {{language}}.", { language: languageName(written) })}
              </span>
            </p>
          ) : null}
          {edit ? (
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <Link to={edit}>
                <Pencil aria-hidden /> {t("Edit this page")}
              </Link>
            </Button>
          ) : null}
        </header>
        {slug === "faq" ? <Faq html={p.html} lang={content.lang} /> : <PageProse html={p.html} lang={content.lang} />}
        {slug === "contact" ? (
          <>
            <ContactForm defaults={user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? "" } : undefined} />
            <p className="text-sm text-ink-muted">
              <Trans
                i18nKey="Something not working? <0>Report a problem</0> — it reaches the right people fastest. Bringing a school? <1>Request a tour</1>."
                components={[
                  <Link key="problem" to={paths.reportProblem()} className="font-medium text-primary-dark underline" />,
                  <Link key="tour" to={paths.requestTour} className="font-medium text-primary-dark underline" />,
                ]}
              />
            </p>
          </>
        ) : null}
        {slug === "global-reach" ? <GlobalReach /> : null}
      </article>
      {outline.length >= 3 ? (
        <nav aria-label={t("On this page")} className="hidden lg:block">
          <div className="sticky top-24 grid gap-2 rounded-lg border border-line-muted bg-surface p-4 text-sm">
            <p className="font-semibold text-ink">{t("On this page")}</p>
            <ul className="grid gap-1.5">
              {outline.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} {...content} className="text-ink-muted hover:text-ink hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
