/*
 * The first paint of a hinted page, from the answers page-hints.ts already put in the HTML (issue
 * #15: LCP under 1.5 s on a phone). Without it a phone shows nothing until 150 kB of JavaScript has
 * arrived and run: about 3.5 s on a slow 4G line. With it, the school's header and the page's
 * leading content (a book's cover and title, a course's title and introduction, the first covers of
 * the library and the projects) paint as soon as the HTML and the stylesheet are in.
 *
 * The snapshot is plain HTML in `<div id="page-snapshot">`, before `<div id="root">`, written with
 * the same Tailwind classes as the React components (web/src/...: root-layout, header, the page),
 * so the app takes its place without moving anything. The app renders hidden beside it (the
 * inline style below) and removes it once its own page is on screen (web/src/lib/page-snapshot.ts),
 * in the same frame. tests/e2e/page-snapshot.spec.ts checks each page's leading element is where
 * the app puts it, so a change to a page's layout that is not made here too fails.
 *
 * Content goes in (titles, names, introductions, covers, each marked with its own language), and
 * the interface's words only where they decide where the content falls (a list page's heading and
 * its filter chips), in English: the snapshot is made only when the visitor's language is English
 * (the app's own words in any other would change as it starts, and a right-to-left page would
 * flip). Other interface words (a back link, badges, counts) are empty boxes of their height.
 * Nothing here shows a person other than a book's author and a course's or project's own text, as
 * the public answers already do.
 */
import { negotiateLocale, parseAcceptLanguage, isLocale } from "../contracts/locales";
import { SDGS } from "../contracts/sdg-list";
import { contentLang } from "../contracts/content-lang";
import { parse as parseCookie } from "hono/utils/cookie";
import { LOCALE_COOKIE } from "../contracts/page-cookies";
import { escapeHtml } from "./html-escape";

export const SNAPSHOT_ID = "page-snapshot";

/** Only images this app serves go into a page (covers, logos under /api/); page-hints.ts preloads by the same rule. */
export const IMAGE_PATH = /^\/api\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]+$/;
const HEX_COLOR = /^#[0-9a-fA-F]{3,8}$/;

type Json = Record<string, unknown>;
const str = (o: Json | undefined, key: string): string | null => (typeof o?.[key] === "string" && (o[key] as string) !== "" ? (o[key] as string) : null);

/** The lang and dir attributes of content in its own language, by the web app's own rule. */
function langAttrs(code: string | null): string {
  const { lang, dir } = contentLang(code);
  return `${lang ? ` lang="${escapeHtml(lang)}"` : ""} dir="${dir}"`;
}

/** The language the app will pick for a visitor (lib/i18n.ts#pickLocale without the signed-in cases): their choice in this browser (cookie), else Accept-Language against the school's. */
export function visitorLocale(navigation: Request, tenant: Json | null): string {
  const cookie = parseCookie(navigation.headers.get("Cookie") ?? "", LOCALE_COOKIE)[LOCALE_COOKIE];
  if (cookie && isLocale(cookie)) return cookie;
  const school = str(tenant ?? undefined, "locale");
  return negotiateLocale(parseAcceptLanguage(navigation.headers.get("Accept-Language")), school && isLocale(school) ? school : "en");
}

/** The school's colours as the app sets them (lib/branding.ts: primary_color → --primary-color), hex only. */
function brandStyle(tenant: Json | null): string {
  if (!tenant) return "";
  const vars = Object.entries(tenant)
    .filter(([key, value]) => key.includes("color") && typeof value === "string" && HEX_COLOR.test(value))
    .map(([key, value]) => `--${key.replace(/_/g, "-")}:${value as string}`);
  return vars.length ? `:root{${vars.join(";")}}` : "";
}

/** The header as web/src/app/layouts/header.tsx draws it, with the school's logo and name only (menus and buttons come with the app). */
function header(tenant: Json | null, platformName: string): string {
  const name = str(tenant ?? undefined, "school_name") ?? platformName;
  const logo = str(tenant ?? undefined, "logo");
  const mark =
    logo && IMAGE_PATH.test(logo)
      ? `<img src="${escapeHtml(logo)}" alt="" class="size-9 shrink-0 rounded object-contain">`
      : `<span aria-hidden="true" class="flex size-9 shrink-0 items-center justify-center rounded bg-primary text-sm font-bold text-white">${escapeHtml(Array.from(name)[0] ?? "")}</span>`;
  return (
    `<header class="sticky top-0 z-30 border-b border-line-muted bg-surface/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-[1280px] items-center gap-3 px-3 xs:px-4 lg:px-6">` +
    `<span class="size-10 shrink-0 mdl:hidden"></span>` +
    `<a class="flex min-w-0 items-center gap-2" href="/library">${mark}<span class="sr-only truncate text-base font-bold text-ink xxs:not-sr-only lg:text-lg">${escapeHtml(name)}</span></a>` +
    `</div></header>`
  );
}

/** A book's cover as web/src/components/books/book-cover.tsx draws it (the drawn cover when it has none). */
function bookCover(book: Json, extra: string, priority: boolean): string {
  const cover = str(book, "cover");
  const title = str(book, "title") ?? "";
  const inner =
    cover && IMAGE_PATH.test(cover)
      ? `<img src="${escapeHtml(cover)}" alt="" ${priority ? 'fetchpriority="high" ' : ""}width="300" height="400" class="absolute inset-0 size-full object-cover">`
      : `<div aria-hidden="true" class="absolute inset-0 flex flex-col justify-between bg-gradient-to-br from-primary to-primary-dark p-3 text-white"><span class="size-5"></span><div class="grid gap-1"><p class="line-clamp-4 text-sm leading-snug font-bold break-words"${langAttrs(str(book, "language"))}>${escapeHtml(title)}</p><p class="line-clamp-1 text-xs opacity-85">${escapeHtml(str(book, "author_name") ?? "")}</p></div></div>`;
  return `<div class="relative aspect-[3/4] w-full overflow-hidden rounded-md bg-primary-light shadow-sm${extra}">${inner}</div>`;
}

/** The space a line of interface words takes (a back link, a row of badges) until the app writes them. */
const gap = (height: string) => `<div class="${height}"></div>`;

/** /library/{id}: web/src/app/routes/library/book.tsx down to the description. */
function bookPage(book: Json): string | null {
  const title = str(book, "title");
  if (!title) return null;
  const lang = langAttrs(str(book, "language"));
  const description = str(book, "description");
  return (
    `<article class="grid gap-8">${gap("h-5")}` +
    `<div class="grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">` +
    bookCover(book, " mx-auto max-w-48 sm:max-w-none", true) +
    `<div class="grid content-start gap-3"><div class="grid gap-1"><h1 class="text-2xl font-bold break-words text-ink sm:text-3xl"${lang}>${escapeHtml(title)}</h1>` +
    `<p class="text-ink-muted">${escapeHtml(str(book, "author_name") ?? "")}&nbsp;</p></div>` +
    (description ? `<p class="max-w-prose whitespace-pre-line text-ink"${lang}>${escapeHtml(description)}</p>` : "") +
    `</div></div></article>`
  );
}

/** /course/{slug}: web/src/features/learning/courses/components/course-page.tsx, its header. */
function coursePage(answer: Json): string | null {
  const course = answer.data as Json | undefined;
  const title = str(course, "title");
  if (!course || !title) return null;
  const lang = langAttrs(str(course, "language"));
  const intro = str(course, "intro");
  return (
    `<div class="grid gap-6">${gap("h-5")}<div class="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">` +
    `<header class="grid gap-3 lg:col-start-1 lg:row-start-1">${gap("h-5")}` +
    `<h1 class="text-3xl font-bold break-words text-ink"${lang}>${escapeHtml(title)}</h1>` +
    (intro ? `<p class="text-lg text-ink"${lang}>${escapeHtml(intro)}</p>` : "") +
    `</header></div></div>`
  );
}

/** A search box's place (web/src/components/lists/search-box.tsx): the field drawn, not a field to type in before the app is there. */
const searchBox = (placeholder: string) =>
  `<div class="relative"><div class="flex h-11 w-full items-center rounded-md border border-line-muted bg-surface px-3 py-2 ps-9 text-sm text-ink-muted">${escapeHtml(placeholder)}</div></div>`;

/** A row of filter chips (sdg-filter.tsx, category-chips.tsx), the first chosen; `row` is the row's own classes. */
function chips(labels: string[], row: string): string {
  const chip = (active: boolean) =>
    `min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink"}`;
  return `<div class="${row}">${labels.map((label, i) => `<span class="${chip(i === 0)}">${escapeHtml(label)}</span>`).join("")}</div>`;
}

/** A cover in the library's grid (features/library/books/components/book-card.tsx#BookCard). */
function bookCard(book: Json, priority: boolean): string {
  return (
    `<li><a class="group grid gap-2 rounded-md" href="/library/${encodeURIComponent(str(book, "id") ?? "")}">${bookCover(book, "", priority)}` +
    `<span class="grid gap-0.5"><span class="line-clamp-2 text-sm font-semibold text-ink"${langAttrs(str(book, "language"))}>${escapeHtml(str(book, "title") ?? "")}</span>` +
    `<span class="line-clamp-1 text-xs text-ink-muted">${escapeHtml(str(book, "author_name") ?? "")}</span></span></a></li>`
  );
}

/** "/" and "/library": web/src/app/routes/library/home.tsx down to the featured strip. */
function libraryHome(answers: Map<string, unknown>, api: string[]): string | null {
  const [featuredPath, , , , categoriesPath] = api;
  const featured = (answers.get(featuredPath) as Json | undefined)?.results;
  if (!Array.isArray(featured)) return null;
  const categories = (answers.get(categoriesPath) as Json | undefined)?.results;
  const names = Array.isArray(categories) ? (categories as Json[]).map((c) => str(c, "name")).filter((n): n is string => n !== null) : [];
  // library-sections.tsx: Home (chosen), All Books, Featured Books.
  const section = (label: string, active: boolean) =>
    `<li class="shrink-0"><span class="flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold whitespace-nowrap ${active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink"}"><span class="size-4"></span>${label}</span></li>`;
  // library-filters.tsx: three labelled menus.
  const menu = (label: string) => `<div class="grid gap-1.5"><span class="text-sm font-medium text-ink">${label}</span><div class="h-10 w-full rounded-md border border-line-muted bg-surface"></div></div>`;
  const strip =
    featured.length > 0
      ? `<section class="grid gap-3"><div class="flex items-baseline justify-between gap-2"><h2 class="text-lg font-bold text-ink">Featured books</h2><span class="text-sm font-semibold text-primary">See all featured</span></div>` +
        `<ul class="grid grid-cols-2 gap-x-4 gap-y-6 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">${(featured as Json[]).slice(0, 6).map((b, i) => bookCard(b, i === 0)).join("")}</ul></section>`
      : "";
  return (
    `<div class="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">` +
    `<div class="grid min-w-0 gap-4 lg:sticky lg:top-4"><h1 class="text-2xl font-bold text-ink">Library</h1>` +
    `<div class="min-w-0"><ul class="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">${section("Home", true)}${section("All Books", false)}${section("Featured Books", false)}</ul></div></div>` +
    `<div class="grid min-w-0 gap-6"><div class="grid gap-3">${searchBox("Search by title, author or description")}` +
    (names.length > 0 ? chips(["All categories", ...names], "flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible") : "") +
    `<div class="grid gap-3"><div class="grid gap-3 xs:grid-cols-3">${menu("Language")}${menu("Reading level")}${menu("Sort by")}</div></div></div>` +
    `${strip}</div></div>`
  );
}

/** /projects: web/src/features/giving/causes/components/cause-list.tsx and the first row of cause-cards.tsx#ProjectCard. */
function projectsPage(answer: Json): string | null {
  const results = Array.isArray(answer.results) ? (answer.results as Json[]) : null;
  if (!results || results.length === 0) return null;
  const cards = results.slice(0, 3).map((project, i) => {
    const cover = str(project, "cover_url");
    const charity = str(project.charity as Json | undefined, "name");
    const summary = str(project, "summary");
    const image =
      cover && IMAGE_PATH.test(cover)
        ? `<img src="${escapeHtml(cover)}" alt="" class="aspect-[16/9] w-full rounded-t-xl object-cover"${i === 0 ? ' fetchpriority="high"' : ""}>`
        : `<div aria-hidden="true" class="flex h-24 w-full items-center justify-center rounded-t-xl bg-primary-light text-primary-dark"></div>`;
    return (
      `<li><div class="rounded-xl border border-line-muted bg-surface shadow-sm flex h-full flex-col">${image}<div class="grid flex-1 content-start gap-2 p-4">` +
      `<h3 class="text-lg font-semibold text-ink">${escapeHtml(str(project, "title") ?? "")}</h3>` +
      (charity ? `<p class="text-sm text-ink-muted">by ${escapeHtml(charity)}</p>` : "") +
      (summary ? `<p class="text-sm text-ink">${escapeHtml(summary)}</p>` : "") +
      // The funding line, bar and counts (funding-progress.tsx) by their height.
      `<div class="grid gap-1.5"><p class="text-sm">&nbsp;</p><div class="h-2.5"></div><p class="text-xs">&nbsp;</p></div>` +
      `</div></div></li>`
    );
  });
  return (
    `<div class="grid gap-6"><div class="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div class="grid min-w-0 gap-1">` +
    `<h1 class="text-2xl font-bold break-words text-ink">Projects</h1><p class="text-sm text-ink-muted">Projects with a goal: see how close each one is and help it get there.</p></div></div>` +
    `<div class="grid gap-3">${searchBox("Search by name or description")}${chips(["All goals", ...SDGS.map((name, i) => `${i + 1}. ${name}`)], "flex gap-2 overflow-x-auto pb-1 lg:flex-wrap lg:overflow-visible")}</div>` +
    `<section class="grid gap-4"><div class="grid gap-6"><ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards.join("")}</ul></div></section></div>`
  );
}

/** Which page, from its plan's module (page-hints.ts), and how it is drawn from its answers. */
const PAGES: Record<string, (answers: Map<string, unknown>, api: string[]) => string | null> = {
  "library/home": libraryHome,
  "library/book": (answers, api) => {
    const book = answers.get(api[0]);
    return book && typeof book === "object" ? bookPage(book as Json) : null;
  },
  "giving/projects": (answers, api) => {
    const list = answers.get(api[0]);
    return list && typeof list === "object" ? projectsPage(list as Json) : null;
  },
  "learning/course": (answers, api) => {
    const course = answers.get(api[0]);
    return course && typeof course === "object" ? coursePage(course as Json) : null;
  },
};

/**
 * The snapshot's HTML (a <style> for <head> and the markup for <body>), or null when this page has
 * none, its answer is missing, or the visitor's language is not English.
 */
export function pageSnapshot(opts: { module: string; api: string[]; answers: Map<string, unknown>; navigation: Request; platformName: string }): { head: string; body: string } | null {
  const draw = PAGES[opts.module];
  if (!draw) return null;
  const tenantAnswer = opts.answers.get("/api/current-tenant");
  const tenant = tenantAnswer && typeof tenantAnswer === "object" ? (tenantAnswer as Json) : null;
  if (visitorLocale(opts.navigation, tenant) !== "en") return null;
  const page = draw(opts.answers, opts.api);
  if (!page) return null;
  // The app renders hidden beside the snapshot (not in the flow, so the page is not twice as long) until it removes it.
  const head = `<style>${brandStyle(tenant)}#${SNAPSHOT_ID}~#root{visibility:hidden;position:absolute;top:0;left:0;width:100%}</style>`;
  const body =
    `<div id="${SNAPSHOT_ID}" class="flex min-h-dvh flex-col">${header(tenant, opts.platformName)}` +
    `<main class="mx-auto min-h-dvh w-full max-w-[1280px] flex-1 px-3 py-6 xs:px-4 lg:px-6">${page}</main></div>`;
  return { head, body };
}
