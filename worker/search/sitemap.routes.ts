import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serviceContext } from "../lib/context";
import { publicCauseEntries } from "../giving";
import { publicBookEntries, publicStoryEntries } from "../library";
import { publicCourseEntries } from "../learning";
import { CONTENT_PAGE_SLUGS } from "../contracts/operations";
import { coursePagePath } from "../contracts/learning";

/** A sitemap holds at most 50,000 URLs; the newest of each kind fill it. */
const PER_KIND = 15_000;

/** Pages anyone may open on every host. */
const STATIC_PAGES = ["/", "/library", "/courses", "/teacher-training", "/sdgs", "/hubs", "/challenges", "/impact-films", "/projects", "/charities", "/libraries", "/dear-world-book", ...CONTENT_PAGE_SLUGS.map((s) => `/${s}`), "/report-a-problem", "/request-a-tour"];

/** Parts of the app that are private or personal: not for crawlers. */
const DISALLOWED = ["/api/", "/admin", "/admin-panel", "/dashboard", "/checkout", "/cart", "/login", "/register", "/logout", "/invoice/", "/trackorder/", "/uploadbook", "/uploadcontent", "/storyedit"];

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * /robots.txt and /sitemap.xml of the host: its own canonical origin (never a forged Host), its
 * public pages, public published books and stories, the causes and the published courses it shows. Cached briefly at the edge.
 */
export const sitemapRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = serviceContext(c).origin;
    const body = ["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", async (c) => {
    const ctx = serviceContext(c);
    const [books, stories, causes, courses] = await Promise.all([
      publicBookEntries(ctx.db, ctx.scope, PER_KIND),
      publicStoryEntries(ctx.db, ctx.scope, PER_KIND),
      publicCauseEntries(ctx.db, ctx.scope, PER_KIND),
      publicCourseEntries(ctx, PER_KIND),
    ]);
    const urls: [string, number | null][] = [
      ...STATIC_PAGES.map((p): [string, null] => [p, null]),
      ...books.map((b): [string, number] => [`/library/${encodeURIComponent(b.id)}`, b.updatedAt]),
      ...stories.map((st): [string, number] => [`/stories/${encodeURIComponent(st.slug)}`, st.updatedAt]),
      ...causes.projects.map((p): [string, number] => [`/charity-projects/${encodeURIComponent(p.slug)}`, p.updatedAt]),
      ...causes.charities.map((ch): [string, number] => [`/charities/${encodeURIComponent(ch.slug)}`, ch.updatedAt]),
      ...courses.map((c): [string, number] => [coursePagePath(c.slug, c.kind), c.updatedAt]),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(([path, at]) => `  <url><loc>${xml(ctx.origin + path)}</loc>${at ? `<lastmod>${day(at)}</lastmod>` : ""}</url>`),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
