import { and, desc, eq } from "drizzle-orm";
import { PLATFORM_NAME, brandName } from "../../contracts/brand";
import type { ContentPageOut, ContentPageSlug, PagePreviewOut, ContentPageSourceOut, PageListItemOut, PageSaveInput, PageVersionOut } from "../../contracts/operations";
import { contentPageVersions, contentPages, users, type ContentPage } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { assertManager } from "../../lib/managed-rows";
import { PLATFORM } from "../../lib/tenancy";
import { fillTokens, renderPage, type PageTokens } from "./markdown";

const iso = (ms: number) => new Date(ms).toISOString();
const WHAT = said("information pages");
const STALE_MESSAGE = "Someone saved this page while you were editing it. Reload to see their version, then make your change again.";

/** The copy's placeholders for this host. A school's address is its own; the platform points to its contact form. */
export function pageTokens(ctx: ServiceContext): PageTokens {
  return {
    platform: PLATFORM_NAME,
    school: brandName(ctx.tenant?.schoolName),
    contact_email: ctx.tenant ? ctx.tenant.schoolEmail : "[our contact form](/contact)",
  };
}

/** The key of a scope's copy (one unique index covers schools and the platform). */
const scopeKeyOf = (tenantId: string | null) => tenantId ?? "platform";

/**
 * The copy a visitor on this host sees: the school's own (when it has one switched on), else the
 * platform's.
 */
async function visiblePages(ctx: ServiceContext, slug?: ContentPageSlug): Promise<Map<ContentPageSlug, ContentPage>> {
  const rows = await ctx.db
    .select()
    .from(contentPages)
    .where(ctx.scope.withPlatform(contentPages, slug ? eq(contentPages.slug, slug) : undefined))
    .all();
  const out = new Map<ContentPageSlug, ContentPage>();
  for (const row of rows) {
    const own = row.scopeKey !== "platform";
    if (own && !row.enabled) continue;
    const seen = out.get(row.slug);
    if (!seen || own) out.set(row.slug, row);
  }
  return out;
}

/** GET /api/pages/{slug}: the page for this host, rendered and sanitised. */
export async function getPage(ctx: ServiceContext, slug: ContentPageSlug): Promise<ContentPageOut> {
  const page = (await visiblePages(ctx, slug)).get(slug);
  if (!page) throw new AppError("NOT_FOUND", "This page has not been written yet.");
  const { html, headings } = await renderPage(ctx.env, fillTokens(page.body, pageTokens(ctx)));
  const tokens = pageTokens(ctx);
  return {
    slug: page.slug,
    title: fillTokens(page.title, tokens),
    summary: fillTokens(page.summary, tokens),
    html,
    headings,
    source: page.scopeKey === "platform" ? "platform" : "school",
    lang: page.lang,
    version: page.version,
    updated_at: iso(page.updatedAt),
  };
}

/** GET /api/pages/: every page this host shows (for menus, the sitemap and the editors' list). */
export async function listPages(ctx: ServiceContext): Promise<PageListItemOut[]> {
  const pages = await visiblePages(ctx);
  const tokens = pageTokens(ctx);
  return [...pages.values()].map((p) => ({
    slug: p.slug,
    title: fillTokens(p.title, tokens),
    summary: fillTokens(p.summary, tokens),
    source: p.scopeKey === "platform" ? "platform" : "school",
    version: p.version,
    updated_at: iso(p.updatedAt),
  }));
}

/** The copy this host's editors edit: the school's override on its host, the platform's on the platform host. */
async function ownPage(ctx: ServiceContext, slug: ContentPageSlug): Promise<ContentPage | undefined> {
  return ctx.db.select().from(contentPages).where(ctx.scope.where(contentPages, eq(contentPages.slug, slug))).get();
}

/** GET /api/pages/{slug}/source: the markdown an editor starts from. */
export async function pageSource(ctx: ServiceContext, slug: ContentPageSlug): Promise<ContentPageSourceOut> {
  assertManager(ctx, WHAT);
  const [own, fallback] = await Promise.all([
    ownPage(ctx, slug),
    ctx.scope.tenantId === null ? undefined : ctx.db.select().from(contentPages).where(PLATFORM.where(contentPages, eq(contentPages.slug, slug))).get(),
  ]);
  const author = own?.updatedBy ? await ctx.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, own.updatedBy)).get() : undefined;
  return {
    slug,
    scope: ctx.scope.tenantId === null ? "platform" : "school",
    page: own
      ? { title: own.title, summary: own.summary, body: own.body, lang: own.lang, version: own.version, enabled: own.enabled, updated_at: iso(own.updatedAt), updated_by: author ? `${author.first} ${author.last}`.trim() : null }
      : null,
    fallback: fallback ? { title: fallback.title, summary: fallback.summary, body: fallback.body, lang: fallback.lang } : null,
  };
}

/**
 * PUT /api/pages/{slug}: saves a new version of this host's copy (creating the school's override on
 * its first save). The page row and its version row are written in one batch; a save based on an
 * older version than the current one is refused, so two editors never overwrite each other blindly.
 */
export async function savePage(ctx: ServiceContext, slug: ContentPageSlug, input: PageSaveInput): Promise<ContentPageSourceOut> {
  const user = assertManager(ctx, WHAT);
  const existing = await ownPage(ctx, slug);
  if (input.base_version !== undefined && input.base_version !== (existing?.version ?? 0)) throw new AppError("CONFLICT", STALE_MESSAGE);
  const now = Date.now();
  // A new school copy is taken to be in the school's language until its editor says otherwise.
  const lang = input.lang ?? existing?.lang ?? ctx.tenant?.locale ?? "en";
  const content = { title: input.title, summary: input.summary, body: input.body, lang };
  try {
    if (!existing) {
      const pageId = newId("pg");
      await ctx.db.batch([
        ctx.db.insert(contentPages).values(ctx.scope.values({ id: pageId, scopeKey: scopeKeyOf(ctx.scope.tenantId), slug, ...content, version: 1, enabled: true, updatedBy: user.id, createdAt: now, updatedAt: now })),
        ctx.db.insert(contentPageVersions).values({ id: newId("pgv"), pageId, version: 1, ...content, note: input.note || "First version", authorId: user.id, createdAt: now }),
      ]);
    } else {
      const next = existing.version + 1;
      const [updated] = await ctx.db.batch([
        ctx.db
          .update(contentPages)
          .set({ ...content, version: next, enabled: true, updatedBy: user.id, updatedAt: now })
          .where(and(eq(contentPages.id, existing.id), eq(contentPages.version, existing.version)))
          .returning({ id: contentPages.id }),
        ctx.db.insert(contentPageVersions).values({ id: newId("pgv"), pageId: existing.id, version: next, ...content, note: input.note, authorId: user.id, createdAt: now }),
      ]);
      if (updated.length === 0) throw new AppError("CONFLICT", STALE_MESSAGE);
    }
  } catch (err) {
    // Two saves at the same moment: the second one's version (or override) already exists.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", STALE_MESSAGE);
    throw err;
  }
  return pageSource(ctx, slug);
}

/** GET /api/pages/{slug}/versions: this host's copy's history, newest first. */
export async function listVersions(ctx: ServiceContext, slug: ContentPageSlug): Promise<PageVersionOut[]> {
  assertManager(ctx, WHAT);
  const page = await ownPage(ctx, slug);
  if (!page) return [];
  const rows = await ctx.db
    .select({ v: contentPageVersions, first: users.firstName, last: users.lastName })
    .from(contentPageVersions)
    .leftJoin(users, eq(users.id, contentPageVersions.authorId))
    .where(eq(contentPageVersions.pageId, page.id))
    .orderBy(desc(contentPageVersions.version))
    .all();
  return rows.map(({ v, first, last }) => ({
    version: v.version,
    title: v.title,
    summary: v.summary,
    body: v.body,
    lang: v.lang,
    note: v.note,
    author: first === null ? null : `${first} ${last ?? ""}`.trim(),
    created_at: iso(v.createdAt),
  }));
}

/** POST /api/pages/{slug}/versions/{n}/restore: an earlier version becomes the newest one (history is never rewritten). */
export async function restoreVersion(ctx: ServiceContext, slug: ContentPageSlug, version: number): Promise<ContentPageSourceOut> {
  assertManager(ctx, WHAT);
  const page = await ownPage(ctx, slug);
  const old = page
    ? await ctx.db
        .select()
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.pageId, page.id), eq(contentPageVersions.version, version)))
        .get()
    : undefined;
  if (!page || !old) throw new AppError("NOT_FOUND", "No such version of this page.");
  return savePage(ctx, slug, { title: old.title, summary: old.summary, body: old.body, lang: old.lang, note: `Restored version ${version}`, base_version: page.version });
}

/**
 * DELETE /api/pages/{slug}: a school stops overriding the page and shows the platform's again. Its
 * history stays (saving again switches the override back on). The platform's own pages stay.
 */
export async function useDefaultPage(ctx: ServiceContext, slug: ContentPageSlug): Promise<ContentPageSourceOut> {
  assertManager(ctx, WHAT);
  if (ctx.scope.tenantId === null) throw new AppError("CONFLICT", "The platform's pages cannot be removed; save a new version instead.");
  const page = await ownPage(ctx, slug);
  if (!page) throw new AppError("NOT_FOUND", "This school does not override this page.");
  await ctx.db
    .update(contentPages)
    .set({ enabled: false, updatedAt: Date.now() })
    .where(eq(contentPages.id, page.id));
  return pageSource(ctx, slug);
}

/** POST /api/pages/preview: what the markdown will look like, rendered by the same code as the page. */
export async function previewPage(ctx: ServiceContext, input: { body: string; title: string }): Promise<PagePreviewOut> {
  assertManager(ctx, WHAT);
  const tokens = pageTokens(ctx);
  return { ...(await renderPage(ctx.env, fillTokens(input.body, tokens))), title: fillTokens(input.title, tokens) };
}
