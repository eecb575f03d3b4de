import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { insertBook } from "../helpers/books";
import { createTenant, createUser } from "../helpers/factories";
import { headHints, pagePlan, pageWithHints, withHeadHints, type PageHintsFile } from "../../worker/lib/page-hints";
import { pageSnapshot } from "../../worker/lib/page-snapshot";

/** Issue #15: a page navigation's HTML carries its first answers, its chunks and its first cover. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Schools Platform</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-abc.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`;
const HINTS: PageHintsFile = {
  catalogues: ["/assets/common-1.js"],
  routes: { "library/home": ["/assets/home-1.js", "/assets/cn-1.js"], "library/book": ["/assets/book-1.js", "/assets/cn-1.js"] },
  boot: "/assets/boot-b00t.js",
};

/** env.ASSETS as the build leaves it: index.html for pages (with the ETag the assets server gives), page-hints.json. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === "/page-hints.json") return Response.json(HINTS);
    return new Response("not found", { status: 404 });
  },
} as unknown as Fetcher;
const indexHtml = () => Promise.resolve(new Response(INDEX_HTML, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"abc"', "Cache-Control": "public, max-age=0, must-revalidate" } }));
const apiFetch = (req: Request) => exports.default.fetch(req);

function navigate(host: string, path: string, headers: Record<string, string> = {}) {
  return new Request(`http://${host}${path}`, { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html", "CF-Connecting-IP": "203.0.113.9", ...headers } });
}

function pageData(html: string): Record<string, unknown> | null {
  const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
}

let host: string;
let tenantId: string;
let uploaderId: string;
beforeAll(async () => {
  const tenant = await createTenant();
  host = tenant.host;
  tenantId = tenant.id;
  uploaderId = (await createUser({ tenantId, role: "teacher" })).id;
});

describe("pagePlan", () => {
  it("knows the four pages of issue #15 and the library home, and nothing with a query string", () => {
    expect(pagePlan("/library", "")?.module).toBe("library/home");
    expect(pagePlan("/", "")?.api).toContain("/api/books/?limit=24");
    expect(pagePlan("/library/bk_123/", "")).toMatchObject({ module: "library/book", api: ["/api/books/bk_123/"] });
    expect(pagePlan("/projects", "")).toMatchObject({ module: "giving/projects", api: ["/api/projects/?limit=24"] });
    expect(pagePlan("/course/global-goals", "")).toMatchObject({ module: "learning/course", api: ["/api/data/courses/global-goals"] });
    expect(pagePlan("/library", "?search=trees")).toBeNull();
    expect(pagePlan("/library/a%2Fb", "")).toBeNull();
    expect(pagePlan("/about", "")).toBeNull();
  });
});

describe("headHints", () => {
  it("escapes the answers so a title cannot close the script, and keeps only asset and /api paths", async () => {
    const html = headHints({
      answers: new Map([["/api/books/x/", { title: "</script><script>alert(1)</script> & \u2028" }]]),
      image: "javascript:alert(1)",
    });
    expect(html).not.toContain("</script><script>");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('as="image"');
    expect(pageData(html)).toEqual({ "/api/books/x/": { title: "</script><script>alert(1)</script> & \u2028" } });
    const page = await (await withHeadHints(await indexHtml(), { head: html, modules: ["/assets/a-1.js", "https://evil.example/x.js", "/assets/a-1.js"] })).text();
    expect(page.match(/rel="modulepreload"/g)).toHaveLength(2); // a-1 once, and the runtime index.html preloads
    expect(page).not.toContain("evil.example");
  });

  it("paints first only with a content-hashed boot script to start the app after it; without one (or a foreign one) the app starts as usual", async () => {
    const snapshot = { head: "<style>#page-snapshot~#root{visibility:hidden}</style>", body: '<div id="page-snapshot"><h1>Painted</h1></div>' };
    for (const boot of [undefined, "/boot.js", "https://evil.example/boot.js"]) {
      const page = await (await withHeadHints(await indexHtml(), { head: "", modules: [], boot }, snapshot)).text();
      expect(page).not.toContain("page-snapshot");
      expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(page).not.toContain("boot.js");
    }
    const page = await (await withHeadHints(await indexHtml(), { head: "", modules: [], boot: "/assets/boot-b00t.js" }, snapshot)).text();
    expect(page).toContain('<div id="page-snapshot"><h1>Painted</h1></div><div id="root">');
    expect(page).toContain('<script defer src="/assets/boot-b00t.js"></script>');
    expect(page).not.toContain('<script type="module"');
  });
});

describe("pageWithHints", () => {
  it("a book page carries the tenant, the book, its chunks and its cover, and no cache keeps it", async () => {
    const book = await insertBook({ tenantId, uploaderId, title: "Hints <b>bold</b> book", coverKey: `books/${tenantId}/cover.png` }, false);
    const res = await pageWithHints(navigate(host, `/library/${book.id}`), indexHtml(), assets, apiFetch);
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const html = await res.text();
    const data = pageData(html)!;
    expect(Object.keys(data).sort()).toEqual([`/api/books/${book.id}/`, "/api/current-tenant"]);
    expect(data["/api/current-tenant"]).toMatchObject({ subdomain: expect.any(String) });
    expect(data[`/api/books/${book.id}/`]).toMatchObject({ id: book.id, title: "Hints <b>bold</b> book" });
    const cover = (data[`/api/books/${book.id}/`] as { cover: string }).cover;
    expect(cover).toMatch(new RegExp(`^/api/books/${book.id}/cover`));
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${cover.replace(/&/g, "&amp;")}">`);
    expect(html).not.toContain("/assets/home-1.js");
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf("</head>"));
    // Its first paint: the title (escaped) and the cover before #root, which stays hidden until the app removes it.
    const snapshot = html.slice(html.indexOf('<div id="page-snapshot"'), html.indexOf('<div id="root">'));
    expect(snapshot).toContain("Hints &lt;b&gt;bold&lt;/b&gt; book</h1>");
    expect(snapshot).toContain(`<img src="${cover.replace(/&/g, "&amp;")}"`);
    expect(html).toContain("#page-snapshot~#root{visibility:hidden");
    // The app starts after that paint: its entry and modules leave <head> for the boot script (content-hashed, from page-hints.json).
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script defer src="/assets/boot-b00t.js"></script>');
    const boot = JSON.parse(/<script type="application\/json" id="page-boot">(.*?)<\/script>/s.exec(html)![1]) as { entry: string; preload: string[] };
    expect(boot).toEqual({ entry: "/assets/index-abc.js", preload: ["/assets/runtime-abc.js", "/assets/common-1.js", "/assets/book-1.js", "/assets/cn-1.js"] });
  });

  it("no first paint for a visitor whose language is not English (Accept-Language or their choice in the menu): the app starts as usual", async () => {
    const book = await insertBook({ tenantId, uploaderId, title: "Hints language book" }, false);
    for (const headers of [{ "Accept-Language": "hi-IN,hi;q=0.9" }, { Cookie: "locale=ar", "Accept-Language": "en" }] as Record<string, string>[]) {
      const html = await (await pageWithHints(navigate(host, `/library/${book.id}`, headers), indexHtml(), assets, apiFetch)).text();
      expect(html).not.toContain("page-snapshot");
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/book-1.js">');
      expect(pageData(html)).toHaveProperty(`/api/books/${book.id}/`);
    }
    const english = await (await pageWithHints(navigate(host, `/library/${book.id}`, { Cookie: "locale=en", "Accept-Language": "hi" }), indexHtml(), assets, apiFetch)).text();
    expect(english).toContain('<div id="page-snapshot"');
  });

  it("a browser with a session (the signed_in cookie) gets the tenant and the page's chunks, but no visitor's answers and no first paint", async () => {
    const book = await insertBook({ tenantId, uploaderId, title: "Hints signed-in book", coverKey: `books/${tenantId}/c.png` }, false);
    const html = await (await pageWithHints(navigate(host, `/library/${book.id}`, { Cookie: "locale=en; signed_in=1", "Accept-Language": "en" }), indexHtml(), assets, apiFetch)).text();
    expect(Object.keys(pageData(html)!)).toEqual(["/api/current-tenant"]);
    expect(html).not.toContain("page-snapshot");
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/book-1.js">');
  });

  it("an answer the visitor may not have (a private book: 404) is not in the page", async () => {
    const book = await insertBook({ tenantId, uploaderId, visibility: "private", title: "Hints private book" }, false);
    const html = await (await pageWithHints(navigate(host, `/library/${book.id}`), indexHtml(), assets, apiFetch)).text();
    expect(Object.keys(pageData(html)!)).toEqual(["/api/current-tenant"]);
    expect(html).not.toContain("Hints private book");
    expect(html).not.toContain('as="image"');
    expect(html).not.toContain("page-snapshot");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it("the library carries its lists as the page asks for them; a search only the tenant", async () => {
    const html = await (await pageWithHints(navigate(host, "/library"), indexHtml(), assets, apiFetch)).text();
    const data = pageData(html)!;
    expect(Object.keys(data).sort()).toEqual(["/api/book-categories/?limit=200", "/api/book-stats", "/api/books/?featured=true&limit=6", "/api/books/?limit=24", "/api/books/facets", "/api/current-tenant"].sort());
    expect(data["/api/books/?limit=24"]).toMatchObject({ results: expect.any(Array) });
    const search = await (await pageWithHints(navigate(host, "/library?search=x"), indexHtml(), assets, apiFetch)).text();
    expect(Object.keys(pageData(search)!)).toEqual(["/api/current-tenant"]);
    expect(search).toContain('href="/assets/common-1.js"');
    expect(search).not.toContain("/assets/home-1.js");
  });

  it("the platform's own host has no school: current-tenant is kept as null (its 204)", async () => {
    const html = await (await pageWithHints(navigate("localhost", "/about"), indexHtml(), assets, apiFetch)).text();
    expect(pageData(html)).toEqual({ "/api/current-tenant": null });
  });

  it("a non-HTML answer of the assets (a 404) is passed on untouched", async () => {
    const res = await pageWithHints(navigate(host, "/library"), Promise.resolve(new Response("gone", { status: 404 })), assets, apiFetch);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("gone");
  });
});

describe("pageSnapshot", () => {
  const english = () => new Request("http://school.example/", { headers: { "Accept-Language": "en-GB" } });
  const tenant = { school_name: "Hill <School>", logo: "javascript:alert(1)", locale: "en", primary_color: "#2e7d32", button_color: "red;}body{display:none", border_primary_color: "#81c784" };

  it("draws the library's chips and featured covers from its answers, escaped, with the school's hex colours only", () => {
    const api = pagePlan("/library", "")!.api;
    const answers = new Map<string, unknown>([
      ["/api/current-tenant", tenant],
      [api[0], { results: [{ id: "bk_1", title: "<img src=x onerror=alert(1)>", author_name: "A & B", language: "ar", cover: "/api/books/bk_1/cover?v=1" }, { id: "bk_2", title: "No cover", author_name: "C", language: "en", cover: "https://evil.example/c.png" }] }],
      [api[4], { results: [{ name: "Poems & Songs" }, { name: 42 }] }],
    ]);
    const snapshot = pageSnapshot({ module: "library/home", api, answers, navigation: english(), platformName: "Schools Platform" })!;
    expect(snapshot.head).toContain(":root{--primary-color:#2e7d32;--border-primary-color:#81c784}");
    expect(snapshot.head).not.toContain("display:none");
    expect(snapshot.body).toContain("Hill &lt;School&gt;");
    expect(snapshot.body).not.toContain("javascript:");
    expect(snapshot.body).toContain('&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(snapshot.body).toContain('lang="ar" dir="rtl"');
    expect(snapshot.body).toContain('<img src="/api/books/bk_1/cover?v=1" alt="" fetchpriority="high"');
    // A cover this app does not serve is not put in the page: the drawn cover shows the title instead.
    expect(snapshot.body).not.toContain("evil.example");
    expect(snapshot.body).toContain(">No cover</p>");
    expect(snapshot.body).toContain(">Poems &amp; Songs</span>");
    expect(snapshot.body.match(/<img /g)).toHaveLength(1);
  });

  it("draws the first row of projects and a course's title and introduction; nothing without the page's answer", () => {
    const projects = pagePlan("/projects", "")!;
    const project = (n: number) => ({ title: `Project ${n}`, summary: "Water <now>", charity: { name: "Wells" }, cover_url: `/api/files/p${n}.png` });
    const answers = new Map<string, unknown>([["/api/current-tenant", null], [projects.api[0], { results: [1, 2, 3, 4].map(project) }]]);
    const page = pageSnapshot({ module: projects.module, api: projects.api, answers, navigation: english(), platformName: "Schools Platform" })!;
    expect(page.body.match(/<li>/g)).toHaveLength(3);
    expect(page.body).toContain("Water &lt;now&gt;");
    expect(page.body).toContain(">S</span>"); // the platform's initial, without a school
    expect(page.body).toContain("17. Partnerships for the Goals");

    const course = pagePlan("/course/trees", "")!;
    const drawn = pageSnapshot({ module: course.module, api: course.api, answers: new Map([[course.api[0], { data: { title: "Trees", intro: "Why <trees>", language: "hi" } }]]), navigation: english(), platformName: "P" })!;
    expect(drawn.body).toContain('<h1 class="text-3xl font-bold break-words text-ink" lang="hi" dir="ltr">Trees</h1>');
    expect(drawn.body).toContain("Why &lt;trees&gt;");

    expect(pageSnapshot({ module: course.module, api: course.api, answers: new Map(), navigation: english(), platformName: "P" })).toBeNull();
    expect(pageSnapshot({ module: projects.module, api: projects.api, answers: new Map([[projects.api[0], { results: [] }]]), navigation: english(), platformName: "P" })).toBeNull();
    expect(pageSnapshot({ module: "library/story", api: [], answers, navigation: english(), platformName: "P" })).toBeNull();
  });

  it("is made for English visitors only: the school's language, the browser's and the menu's choice decide", () => {
    const course = pagePlan("/course/trees", "")!;
    const answers = (school: string) => new Map<string, unknown>([["/api/current-tenant", { ...tenant, locale: school }], [course.api[0], { data: { title: "Trees" } }]]);
    const visit = (headers: Record<string, string>, school = "en") => pageSnapshot({ module: course.module, api: course.api, answers: answers(school), navigation: new Request("http://s.example/", { headers }), platformName: "P" });
    expect(visit({ "Accept-Language": "en" })).not.toBeNull();
    expect(visit({ "Accept-Language": "ar" })).toBeNull();
    expect(visit({ "Accept-Language": "ar,en;q=0.5" })).not.toBeNull(); // the school's own language wins when the visitor reads it (negotiateLocale)
    expect(visit({ "Accept-Language": "fr" }, "hi")).toBeNull(); // none of ours: the school's language
    expect(visit({ "Accept-Language": "fr" }, "en")).not.toBeNull();
    expect(visit({ "Accept-Language": "en", Cookie: "a=1; locale=hi" })).toBeNull();
    expect(visit({ "Accept-Language": "hi", Cookie: "locale=en" })).not.toBeNull();
  });
});
