import type { Context } from "hono";
import { asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { ImpactFilmOut } from "../../contracts/learning";
import { impactFilms, projects, type ImpactFilm } from "../../db/schema";
import type { AppEnv } from "../../env";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { parseIntList, parseStringList } from "../../lib/int-list";
import { isManager, publishedOrManaged } from "../../lib/managed-rows";
import { serveR2Object } from "../../lib/r2-serve";

const readable = (ctx: ServiceContext, all = false, ...conditions: (SQL | undefined)[]) => publishedOrManaged(ctx, impactFilms, eq(impactFilms.status, "published"), all, ...conditions);

const fileUrl = (slug: string, part: "video" | "poster" | "captions") => `/api/impact-films/${encodeURIComponent(slug)}/${part}`;

/** GET /api/impact-films/: the gallery of published films (the platform's and this school's), with the projects they show; `all`: managers' drafts too. */
export async function listFilms(ctx: ServiceContext, all?: boolean): Promise<ImpactFilmOut[]> {
  const rows = await ctx.db.select().from(impactFilms).where(readable(ctx, all)).orderBy(asc(impactFilms.titleKey), asc(impactFilms.id)).all();
  return presentFilms(ctx, rows);
}

export async function presentFilms(ctx: ServiceContext, rows: ImpactFilm[]): Promise<ImpactFilmOut[]> {
  const projectIds = [...new Set(rows.flatMap((f) => parseStringList(f.projectIds)))];
  const refs = projectIds.length
    ? await ctx.db
        .select({ id: projects.id, slug: projects.slug, title: projects.title })
        .from(projects)
        .where(ctx.scope.withPlatform(projects, inArray(projects.id, projectIds)))
        .all()
    : [];
  const byId = new Map(refs.map((p) => [p.id, p]));
  return rows.map((f) => ({
    id: f.id,
    slug: f.slug,
    title: f.title,
    summary: f.summary,
    sdgs: parseIntList(f.sdgs),
    video: { src: fileUrl(f.slug, "video"), type: f.videoType },
    poster: f.posterKey ? fileUrl(f.slug, "poster") : null,
    captions: f.captionsKey ? fileUrl(f.slug, "captions") : null,
    projects: parseStringList(f.projectIds).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    status: f.status,
    platform_wide: f.tenantId === null,
  }));
}

/** A film's video (with ranges), poster or captions: public like the film, shareable by caches (a draft's only by its managers, privately). */
export async function serveFilmPart(c: Context<AppEnv>, ctx: ServiceContext, slug: string, part: string): Promise<Response> {
  const film: ImpactFilm | undefined = await ctx.db
    .select()
    .from(impactFilms)
    .where(readable(ctx, true, or(eq(impactFilms.slug, slug), eq(impactFilms.id, slug))))
    .get();
  const key = part === "video" ? film?.videoKey : part === "poster" ? film?.posterKey : part === "captions" ? film?.captionsKey : null;
  if (!film || !key || (film.status !== "published" && !isManager(ctx))) throw new AppError("NOT_FOUND", "File not found");
  const type = part === "video" ? film.videoType : part === "captions" ? "text/vtt" : undefined;
  return serveR2Object(c, key, { shared: film.status === "published", maxAge: 3600, contentType: type, disposition: "inline" });
}
