import { useEffect, useState } from "react";
import { Link } from "react-router";
import { History, RotateCcw, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@contracts/locales";
import { CONTENT_PAGE_SLUGS, PAGE_BODY_MAX, type ContentPageSlug, type ContentPageSourceOut, type PageVersionOut } from "@contracts/operations";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { usePageSource, usePageVersions, usePages, usePreview, useRestoreVersion, useSavePage, useUsePlatformPage } from "../api/pages";
import { PageProse } from "./page-prose";
import { ContentLanguageOptions } from "@/components/forms/content-language-options";

export const PAGE_TITLES: Record<ContentPageSlug, string> = {
  about: msg("About"),
  "our-framework": msg("Our framework"),
  "navigating-the-platform": msg("Navigating the platform"),
  "our-team": msg("Our team"),
  testimonials: msg("Testimonials"),
  acknowledgement: msg("Acknowledgement"),
  "global-reach": msg("Global reach"),
  faq: msg("FAQ"),
  contact: msg("Contact"),
  "privacy-policy": msg("Privacy policy"),
  "terms-of-use": msg("Terms of use"),
  "refund-policy": msg("Refund policy"),
};

type Area = "platform" | "school";

const editLink = (area: Area, slug: string) => (area === "platform" ? adminPanelPaths.page(slug) : paths.schoolAdmin.page(slug));

/** The twelve pages with whose copy each shows on this host, linking to the editor. */
export function PageList({ area }: { area: Area }) {
  const { t } = useTranslation();
  const pages = usePages();
  const shown = new Map((pages.data?.results ?? []).map((p) => [p.slug, p]));
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Information pages")}
        description={
          area === "platform"
            ? t("The copy every school shows unless it writes its own. Each save is kept as a version you can restore.")
            : t("Your school shows the platform's copy of each page until you write your own. Each save is kept as a version you can restore.")
        }
      />
      {pages.isPending ? <LoadingState label={t("Loading pages")} /> : pages.isError ? <ErrorState error={pages.error} /> : (
        <div className="overflow-x-auto rounded-lg border border-line-muted bg-surface">
          <Table label={t("Information pages")}>
            <THead>
              <TR>
                <TH>{t("Page")}</TH>
                <TH>{t("Shown")}</TH>
                <TH>{t("Updated")}</TH>
                <TH><span className="sr-only">{t("Actions")}</span></TH>
              </TR>
            </THead>
            <TBody>
              {CONTENT_PAGE_SLUGS.map((slug) => {
                const p = shown.get(slug);
                return (
                  <TR key={slug}>
                    <TD>
                      <Link to={paths.info(slug)} className="font-medium text-ink hover:underline">
                        {p?.title ?? t(PAGE_TITLES[slug])}
                      </Link>
                      <div className="text-xs text-ink-muted">/{slug}</div>
                    </TD>
                    <TD>{!p ? <Badge variant="warning">{t("Not written")}</Badge> : p.source === "school" ? <Badge>{t("Your school's copy")}</Badge> : <Badge variant="muted">{t("Platform copy")}</Badge>}</TD>
                    <TD className="whitespace-nowrap text-sm text-ink-muted">{p ? formatDateTime(p.updated_at) : "—"}</TD>
                    <TD>
                      <Button asChild size="sm" variant="outline">
                        <Link to={editLink(area, slug)}>{t("Edit")}</Link>
                      </Button>
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
        </div>
      )}
    </div>
  );
}

/** Markdown on the left, the server's own rendering on the right; save, history and restore. */
export function PageEditor({ slug, area }: { slug: ContentPageSlug; area: Area }) {
  const { t } = useTranslation();
  const source = usePageSource(slug);
  // A school's first copy is taken to be in the school's language: known before the editor starts.
  const school = useCurrentTenant();
  if (source.isPending || (area === "school" && school.isPending)) return <LoadingState label={t("Loading the page")} />;
  if (source.isError) return <ErrorState error={source.error} />;
  const schoolLocale = area === "school" && school.data && isLocale(school.data.locale) ? school.data.locale : null;
  return <Editor key={`${slug}-${source.data.page?.version ?? 0}`} slug={slug} area={area} source={source.data} schoolLocale={schoolLocale} />;
}

function Editor({ slug, area, source, schoolLocale }: { slug: ContentPageSlug; area: Area; source: ContentPageSourceOut; schoolLocale: Locale | null }) {
  const { t } = useTranslation();
  // A school's first copy starts from the platform's text (English) but is usually written in the school's language.
  const startLang: string = source.page?.lang ?? schoolLocale ?? source.fallback?.lang ?? DEFAULT_LOCALE;
  const start = { ...(source.page ?? source.fallback ?? { title: t(PAGE_TITLES[slug]), summary: "", body: "" }), lang: startLang };
  const [title, setTitle] = useState(start.title);
  const [summary, setSummary] = useState(start.summary);
  const [body, setBody] = useState(start.body);
  const [lang, setLang] = useState<string>(start.lang);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [tab, setTab] = useState<"write" | "preview">("write");
  const save = useSavePage(slug);
  const preview = usePreview();
  const back = useUsePlatformPage(slug);
  const dirty = title !== start.title || summary !== start.summary || body !== start.body || lang !== start.lang;

  // Refresh the preview a moment after typing stops.
  const { mutate } = preview;
  useEffect(() => {
    if (!body.trim()) return;
    const timer = setTimeout(() => mutate({ body, title }), 400);
    return () => clearTimeout(timer);
  }, [body, title, mutate]);

  const onSave = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ title, summary, body, lang, note, base_version: source.page?.version ?? 0 });
      toast.success(t("Page saved"), { description: t("A new version is live.") });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(t("The page was not saved"), { description: errorMessage(err) });
    }
  };

  const scopeNote =
    area === "school"
      ? source.page?.enabled
        ? t("Your school shows its own copy of this page.")
        : source.page
          ? t("Your school shows the platform's copy. Saving switches your own copy back on.")
          : t("Your school shows the platform's copy. Your first save makes a copy of your own, starting from the platform's text.")
      : t("Every school shows this copy unless it writes its own.");
  const tabs = [
    { key: "write", label: t("Write") },
    { key: "preview", label: t("Preview") },
  ] as const;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Edit: {{page}}", { page: t(PAGE_TITLES[slug]) })}
        description={scopeNote}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.info(slug)}>{t("View the page")}</Link>
            </Button>
            {area === "school" && source.page?.enabled ? (
              <ConfirmButton
                title={t("Show the platform's copy again?")}
                description={t("Visitors to your site will see the platform's version of this page. Your own versions are kept; saving again brings yours back.")}
                confirmLabel={t("Use the platform's copy")}
                onConfirm={async () => {
                  try {
                    await back.mutateAsync();
                    toast.success(t("Your site shows the platform's copy again."));
                  } catch (err) {
                    toast.error(t("That did not work"), { description: errorMessage(err) });
                  }
                }}
                trigger={(open) => (
                  <Button variant="outline" onClick={open}>
                    <Undo2 aria-hidden /> {t("Use the platform's copy")}
                  </Button>
                )}
              />
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t("Title")} error={errors.title?.[0]}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label={t("Summary")} error={errors.summary?.[0]} hint={t("One sentence under the title, also shown to search engines.")}>
            <Input value={summary} onChange={(e) => setSummary(e.target.value)} />
          </FormField>
          <FormField label={t("Written in")} error={errors.lang?.[0]} hint={t("Readers who chose another language are told which one, and screen readers read the page in it.")}>
            <Select value={lang} onChange={(e) => setLang(e.target.value)}>
              <ContentLanguageOptions current={lang} />
            </Select>
          </FormField>
        </div>
        <div role="tablist" aria-label={t("Editor")} className="flex gap-2 lg:hidden">
          {tabs.map((one) => (
            <Button key={one.key} role="tab" aria-selected={tab === one.key} size="sm" variant={tab === one.key ? "default" : "outline"} onClick={() => setTab(one.key)}>
              {one.label}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className={tab === "write" ? "grid gap-1.5" : "hidden lg:grid lg:gap-1.5"}>
            <FormField
              label={t("Page text (markdown)")}
              error={errors.body?.[0]}
              hint={t("## for a section, ### for a question or sub-section, **bold**, [link](/faq), - lists, | tables |. {{school}}, {{platform}} and {{email}} are filled in for each site. {{used}} / {{max}} characters.", {
                school: "{{school}}",
                platform: "{{platform}}",
                email: "{{contact_email}}",
                used: formatNumber(body.length),
                max: formatNumber(PAGE_BODY_MAX),
              })}
            >
              <textarea rows={24} spellCheck className={`${TEXTAREA_CLASS} font-mono text-sm`} value={body} onChange={(e) => setBody(e.target.value)} />
            </FormField>
          </div>
          <section aria-label={t("Preview")} className={tab === "preview" ? "grid content-start gap-2" : "hidden content-start gap-2 lg:grid"}>
            <p className="text-sm font-medium text-ink">
              {t("Preview")} {preview.isPending ? <span className="text-ink-muted">{t("(updating…)")}</span> : null}
            </p>
            <div className="max-h-[38rem] overflow-y-auto rounded-md border border-line-muted p-4">
              <h1 lang={lang} dir="auto" className="mb-2 text-2xl font-bold text-ink">
                {preview.data?.title ?? title}
              </h1>
              {preview.data ? <PageProse html={preview.data.html} lang={lang} /> : <p className="text-sm text-ink-muted">{t("The preview appears as you type.")}</p>}
            </div>
          </section>
        </div>
        <FormField label={t("What changed (optional)")} error={errors.note?.[0]} hint={t("Kept with this version in the history.")}>
          <Input value={note} onChange={(e) => setNote(e.target.value)} placeholder={t("For example: clearer refund window")} />
        </FormField>
        {errors.non_field_errors ? <Alert tone="error">{errors.non_field_errors[0]}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void onSave()} disabled={save.isPending || (!dirty && !!source.page?.enabled)}>
            {save.isPending ? t("Saving…") : t("Save a new version")}
          </Button>
          {source.page ? <span className="text-sm text-ink-muted">
              {source.page.updated_by
                ? t("Version {{version}}, saved by {{name}}, {{date}}", { version: formatNumber(source.page.version), name: source.page.updated_by, date: formatDateTime(source.page.updated_at) })
                : t("Version {{version}}, {{date}}", { version: formatNumber(source.page.version), date: formatDateTime(source.page.updated_at) })}
            </span> : null}
        </div>
      </div>
      <Versions slug={slug} current={source.page?.version ?? 0} />
    </div>
  );
}

function Versions({ slug, current }: { slug: ContentPageSlug; current: number }) {
  const { t } = useTranslation();
  const versions = usePageVersions(slug);
  const restore = useRestoreVersion(slug);
  const [open, setOpen] = useState<PageVersionOut | null>(null);
  return (
    <section aria-labelledby="versions-title" className="grid gap-3">
      <h2 id="versions-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <History className="size-5" aria-hidden /> {t("History")}
      </h2>
      {versions.isPending ? <LoadingState label={t("Loading versions")} /> : versions.isError ? <ErrorState error={versions.error} /> : versions.data.results.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("No versions yet: the first save starts the history.")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line-muted bg-surface">
          <Table label={t("Versions of this page")}>
            <THead>
              <TR>
                <TH>{t("Version")}</TH>
                <TH>{t("Saved")}</TH>
                <TH>{t("By")}</TH>
                <TH>{t("What changed")}</TH>
                <TH><span className="sr-only">{t("Actions")}</span></TH>
              </TR>
            </THead>
            <TBody>
              {versions.data.results.map((v) => (
                <TR key={v.version}>
                  <TD>
                    {v.version} {v.version === current ? <Badge variant="success">{t("Current")}</Badge> : null}
                  </TD>
                  <TD className="whitespace-nowrap text-sm">{formatDateTime(v.created_at)}</TD>
                  <TD className="text-sm">{v.author ?? "—"}</TD>
                  <TD className="text-sm">{v.note || "—"}</TD>
                  <TD className="whitespace-nowrap">
                    <Button size="sm" variant="ghost" onClick={() => setOpen(open?.version === v.version ? null : v)} aria-expanded={open?.version === v.version}>
                      {open?.version === v.version ? t("Hide") : t("Show")}
                    </Button>
                    {v.version !== current ? (
                      <ConfirmButton
                        title={t("Restore version {{version}}?", { version: formatNumber(v.version) })}
                        description={t("It becomes the newest version and goes live. Nothing is lost: the current text stays in the history.")}
                        confirmLabel={t("Restore")}
                        onConfirm={async () => {
                          try {
                            await restore.mutateAsync(v.version);
                            toast.success(t("Version {{version}} restored", { version: formatNumber(v.version) }));
                          } catch (err) {
                            toast.error(t("It was not restored"), { description: errorMessage(err) });
                          }
                        }}
                        trigger={(open) => (
                          <Button size="sm" variant="outline" onClick={open}>
                            <RotateCcw aria-hidden /> {t("Restore")}
                          </Button>
                        )}
                      />
                    ) : null}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      {open ? (
        <div className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
          <p className="font-semibold text-ink">
            {t("Version {{version}}: {{title}}", { version: formatNumber(open.version), title: open.title })}
          </p>
          <pre className="max-h-80 overflow-auto text-xs whitespace-pre-wrap text-ink">{open.body}</pre>
        </div>
      ) : null}
    </section>
  );
}
