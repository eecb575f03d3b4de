/*
 * A first visit to a page of the web app (issue #15). Without help the browser works in series:
 * the HTML, then the entry JavaScript, then /api/current-tenant, then the English catalogues, then
 * the page's chunk, then the page's API answer, then its cover image. For the page navigations it
 * answers with index.html, the Worker now also puts in <head>:
 * - the answers a first render asks for — /api/current-tenant on every page and, on the pages
 *   below, the page's main list or item — as JSON in `<script type="application/json"
 *   id="page-data">` (not executed; `<` escaped), asked of this same app with the navigation's own
 *   Cookie and Accept-Language, so they are what the browser's own call would get without a bearer
 *   token. lib/api-client.ts uses each once, only without a token (a signed-in user's answers
 *   differ) and not on a back/forward visit (the HTML may come from the browser's cache);
 * - `<link rel="modulepreload">` for the English catalogues and the page's chunks
 *   (dist/client/page-hints.json, written by web/build/page-hints.ts);
 * - `<link rel="preload" as="image" fetchpriority="high">` for the cover the page shows first
 *   (its largest paint), known from that answer.
 * - the page's first paint (page-snapshot.ts) on the pages that have one.
 * The page is then marked `Cache-Control: private, no-cache` without its ETag: it carries answers of now, for this visitor.
 */
import { PLATFORM_NAME } from "../contracts/brand";
import { parse as parseCookie } from "hono/utils/cookie";
import { SIGNED_IN_COOKIE } from "../contracts/page-cookies";
import { escapeHtml } from "./html-escape";
import { IMAGE_PATH, pageSnapshot } from "./page-snapshot";

/** One page whose first render is known: its chunk (page-hints.json key), its answers, its first image. */
interface PagePlan {
  module: string;
  api: string[];
  image?: (answers: Map<string, unknown>) => string | null;
}

const ID = "[A-Za-z0-9_-]{1,100}";

function firstResultField(answer: unknown, field: string): string | null {
  const first = (answer as { results?: Record<string, unknown>[] } | undefined)?.results?.[0];
  const value = first?.[field];
  return typeof value === "string" ? value : null;
}

const LIBRARY_HOME: PagePlan = {
  module: "library/home",
  // In the order and with the query strings the library page asks for them (features/library/books/api).
  api: ["/api/books/?featured=true&limit=6", "/api/books/?limit=24", "/api/books/facets", "/api/book-stats", "/api/book-categories/?limit=200"],
  image: (answers) => firstResultField(answers.get("/api/books/?featured=true&limit=6"), "cover"),
};

/** The page's plan, or null: only plain paths (a query string changes what a page asks for). */
export function pagePlan(pathname: string, search: string): PagePlan | null {
  if (search !== "" && search !== "?") return null;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (path === "/" || path === "/library") return LIBRARY_HOME;
  let m = new RegExp(`^/library/(${ID})$`).exec(path);
  if (m) {
    const api = `/api/books/${m[1]}/`;
    return { module: "library/book", api: [api], image: (answers) => stringField(answers.get(api), "cover") };
  }
  if (path === "/projects") {
    const api = "/api/projects/?limit=24";
    return { module: "giving/projects", api: [api], image: (answers) => firstResultField(answers.get(api), "cover_url") };
  }
  m = new RegExp(`^/course/(${ID})$`).exec(path);
  if (m) return { module: "learning/course", api: [`/api/data/courses/${m[1]}`] };
  return null;
}

function stringField(answer: unknown, field: string): string | null {
  const value = (answer as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : null;
}

/** The answers a page carries, at most this big each (a list of 24 books is ~15 kB). */
const MAX_ANSWER_BYTES = 64 * 1024;

export type ApiFetch = (request: Request) => Promise<Response>;

/** Asks this app for each path as the browser would (same Host, Cookie, Accept-Language, no token); keeps the JSON 200s (and 204s as null). */
export async function fetchAnswers(navigation: Request, paths: string[], apiFetch: ApiFetch): Promise<Map<string, unknown>> {
  const headers = new Headers({ Accept: "application/json" });
  for (const name of ["Cookie", "Accept-Language"]) {
    const value = navigation.headers.get(name);
    if (value) headers.set(name, value);
  }
  const answers = new Map<string, unknown>();
  await Promise.all(
    paths.map(async (path) => {
      try {
        const res = await apiFetch(new Request(new URL(path, navigation.url), { headers }));
        // 204 (no content: /api/current-tenant on the platform's own host) is kept as null.
        if (res.status === 204) return void answers.set(path, null);
        if (res.status !== 200 || !(res.headers.get("Content-Type") ?? "").includes("application/json")) return;
        const text = await res.text();
        if (text.length <= MAX_ANSWER_BYTES) answers.set(path, JSON.parse(text));
      } catch (err) {
        // A hint is an optimisation: the page asks for the answer itself.
        console.error(JSON.stringify({ msg: "page hint failed", path, error: (err as Error).message }));
      }
    }),
  );
  return answers;
}

export interface PageHintsFile {
  catalogues: string[];
  routes: Record<string, string[]>;
  /** The content-hashed web/boot/boot.js (/assets/boot-<hash>.js). */
  boot: string;
}

const ASSET_PATH = /^\/assets\/[A-Za-z0-9._-]+\.js$/;
/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that end a string. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** The <head> additions for this page: its answers and its first image (its modules: withHeadHints). */
export function headHints(opts: { answers: Map<string, unknown>; image: string | null }): string {
  const image = opts.image && IMAGE_PATH.test(opts.image) ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(opts.image)}">` : "";
  const data = opts.answers.size > 0 ? `<script type="application/json" id="page-data">${scriptJson(Object.fromEntries(opts.answers))}</script>` : "";
  return data + image;
}

const ROOT = '<div id="root"></div>';
/** The app's own tags in index.html (Vite writes them so): its entry module and the modules it preloads. */
const ENTRY_TAGS = /<script type="module" crossorigin src="(\/assets\/[A-Za-z0-9._-]+\.js)"><\/script>|<link rel="modulepreload" crossorigin href="(\/assets\/[A-Za-z0-9._-]+\.js)">/g;

const moduleLinks = (modules: string[]) =>
  [...new Set(modules)]
    .filter((m) => ASSET_PATH.test(m))
    .map((m) => `<link rel="modulepreload" crossorigin href="${escapeHtml(m)}">`)
    .join("");

/**
 * A page with a first paint (page-snapshot.ts) starts the app after that paint: the entry and its
 * modules leave <head> for web/boot/boot.js (built as /assets/boot-<hash>.js, named in
 * page-hints.json), which asks for them once the snapshot and its cover are on screen. On a slow line the stylesheet and the cover no longer share it with 200 kB of
 * JavaScript that paints nothing (Lighthouse: first paint 2.1 s → under 1 s at slow 4G).
 */
function deferApp(head: string, modules: string[], bootScript: string): string | null {
  let entry: string | null = null;
  const preload: string[] = [];
  const rest = head.replace(ENTRY_TAGS, (_tag, script: string | undefined, link: string | undefined) => {
    if (script) entry = script;
    else if (link) preload.push(link);
    return "";
  });
  if (!entry) return null;
  const boot = { entry, preload: [...new Set([...preload, ...modules.filter((m) => ASSET_PATH.test(m))])] };
  return `${rest}<script type="application/json" id="page-boot">${scriptJson(boot)}</script><script defer src="${escapeHtml(bootScript)}"></script>`;
}

/**
 * index.html with the hints before </head>, and on a page with a first paint that paint before its
 * root and the app started after it; marked so no cache keeps its answers.
 */
export async function withHeadHints(html: Response, hints: { head: string; modules: string[]; boot?: string }, snapshot: { head: string; body: string } | null = null): Promise<Response> {
  const text = await html.text();
  const at = text.indexOf("</head>");
  if (at < 0) return new Response(text, html);
  let head = text.slice(0, at);
  let body = text.slice(at);
  const root = snapshot ? body.indexOf(ROOT) : -1;
  // Without the boot script (no page-hints.json) there is no first paint of ours: the app starts as usual.
  const deferred = snapshot && root >= 0 && hints.boot && ASSET_PATH.test(hints.boot) ? deferApp(head, hints.modules, hints.boot) : null;
  if (snapshot && deferred !== null) {
    head = deferred + hints.head + snapshot.head;
    body = body.slice(0, root) + snapshot.body + body.slice(root);
  } else {
    head += hints.head + moduleLinks(hints.modules);
  }
  const res = new Response(head + body, html);
  res.headers.delete("ETag");
  res.headers.delete("Content-Length");
  res.headers.set("Cache-Control", "private, no-cache");
  return res;
}

/** dist/client/page-hints.json through the assets binding, once per isolate (absent: no module hints). */
let hintsFile: Promise<PageHintsFile | null> | null = null;
export function loadPageHintsFile(assets: Fetcher, origin: string): Promise<PageHintsFile | null> {
  hintsFile ??= assets
    .fetch(new Request(new URL("/page-hints.json", origin)))
    .then(async (res) => {
      if (!res.ok || !(res.headers.get("Content-Type") ?? "").includes("json")) return null;
      const body = (await res.json()) as Partial<PageHintsFile>;
      return Array.isArray(body.catalogues) && body.routes && typeof body.routes === "object" && typeof body.boot === "string" ? (body as PageHintsFile) : null;
    })
    .catch(() => null)
    .then((file) => {
      if (!file) hintsFile = null; // try again on a later request (a deploy without the file, a glitch)
      return file;
    });
  return hintsFile;
}

/**
 * The app's HTML for a page navigation, with its hints. `assetsHtml` is env.ASSETS's answer (the
 * SPA fallback); `apiFetch` runs a request through this Worker's own app.
 */
export async function pageWithHints(navigation: Request, assetsHtml: Promise<Response>, assets: Fetcher, apiFetch: ApiFetch): Promise<Response> {
  const url = new URL(navigation.url);
  const plan = pagePlan(url.pathname, url.search);
  // A browser with a session (web/src/lib/session.ts marks it) asks with its token: a visitor's
  // answers and first paint would only be replaced, so its page carries the tenant and the chunks.
  const signedIn = parseCookie(navigation.headers.get("Cookie") ?? "", SIGNED_IN_COOKIE)[SIGNED_IN_COOKIE] === "1";
  const visitorPlan = signedIn ? null : plan;
  const [html, answers, file] = await Promise.all([
    assetsHtml,
    fetchAnswers(navigation, ["/api/current-tenant", ...(visitorPlan?.api ?? [])], apiFetch),
    loadPageHintsFile(assets, url.origin),
  ]);
  if (html.status !== 200 || !(html.headers.get("Content-Type") ?? "").startsWith("text/html")) return html;
  const modules = [...(file?.catalogues ?? []), ...((plan && file?.routes[plan.module]) ?? [])];
  const snapshot = visitorPlan ? pageSnapshot({ module: visitorPlan.module, api: visitorPlan.api, answers, navigation, platformName: PLATFORM_NAME }) : null;
  return withHeadHints(html, { head: headHints({ answers, image: visitorPlan?.image?.(answers) ?? null }), modules, boot: file?.boot }, snapshot);
}
