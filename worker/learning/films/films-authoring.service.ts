import { eq, inArray, isNull } from "drizzle-orm";
import type { FilmCreateInput, FilmUpdateInput, ImpactFilmOut, MediaKind } from "../../contracts/learning";
import { nameKey } from "../../contracts/text";
import { impactFilms, learningMedia, projects, type ImpactFilm } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { tenantScope } from "../../lib/db";
import { isUniqueViolation } from "../../lib/d1-errors";
import { fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { parseStringList, serialiseIntList } from "../../lib/int-list";
import { creationScope, findManagedRow, managedWhere, platformWideUpdate } from "../../lib/managed-rows";
import { insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { presentFilms } from "./films.service";

/*
 * Staff author impact films. The video, poster and captions are uploaded first through
 * PUT /api/learning/media (without a course; typed by their bytes, limits per kind) and named here
 * by their media ids; the film keeps their R2 keys.
 */

const LABELS = { notFound: "Film not found", what: said("impact films") };
const SLUG_TAKEN = "This address is taken; choose another";
const FIELD: Record<"video" | "poster" | "captions", "video_media_id" | "poster_media_id" | "captions_media_id"> = {
  video: "video_media_id",
  poster: "poster_media_id",
  captions: "captions_media_id",
};

const NOT_UPLOADED = {
  video: said("Upload the video for this film"),
  poster: said("Upload the poster for this film"),
  captions: said("Upload the captions for this film"),
};

/** An uploaded film file the caller manages, of the right kind and not a course's. */
async function filmMedia(ctx: ServiceContext, id: string, kind: "video" | "poster" | "captions") {
  const row = await ctx.db
    .select()
    .from(learningMedia)
    .where(managedWhere(ctx, learningMedia, eq(learningMedia.id, id), isNull(learningMedia.courseId), eq(learningMedia.kind, kind satisfies MediaKind)))
    .get();
  if (!row) throw fieldError(FIELD[kind], NOT_UPLOADED[kind]);
  return row;
}

/** Projects the film may show: the platform's for a platform film, else also its school's. */
async function checkProjects(ctx: ServiceContext, tenantId: string | null, ids: string[]): Promise<string> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(tenantScope(tenantId).withPlatform(projects, inArray(projects.id, unique)))
      .all();
    if (found.length !== unique.length) throw fieldError("project_ids", "Choose projects this film's site shows");
  }
  return JSON.stringify(unique);
}

async function one(ctx: ServiceContext, id: string): Promise<ImpactFilmOut> {
  const row = await ctx.db.select().from(impactFilms).where(eq(impactFilms.id, id)).get();
  return (await presentFilms(ctx, [row!]))[0];
}

const managedFilm = (ctx: ServiceContext, id: string) => findManagedRow(ctx, impactFilms, id, (where) => ctx.db.select().from(impactFilms).where(where).get(), LABELS);

export async function createFilm(ctx: ServiceContext, input: FilmCreateInput): Promise<ImpactFilmOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  const video = await filmMedia(ctx, input.video_media_id, "video");
  const poster = input.poster_media_id ? await filmMedia(ctx, input.poster_media_id, "poster") : null;
  const captions = input.captions_media_id ? await filmMedia(ctx, input.captions_media_id, "captions") : null;
  const projectIds = await checkProjects(ctx, scope.tenantId, input.project_ids ?? []);
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(impactFilms)
        .values(
          scope.values({
            id: newId("flm"),
            slug,
            title: input.title,
            titleKey: nameKey(input.title),
            summary: input.summary ?? "",
            sdgs: serialiseIntList(input.sdgs ?? []),
            projectIds,
            videoKey: video.key,
            videoType: video.contentType,
            posterKey: poster?.key ?? null,
            captionsKey: captions?.key ?? null,
            status: input.status ?? "draft",
          }),
        )
        .returning()
    )[0];
  try {
    const row = input.slug ? await write(input.slug) : await insertWithSlug(() => uniqueSlug(ctx.db, impactFilms, impactFilms.slug, input.title, "film"), write);
    return one(ctx, row.id);
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", SLUG_TAKEN);
    throw err;
  }
}

/** PATCH: the fields sent change; a new video, poster or captions replaces the old; null removes a poster or captions. */
export async function updateFilm(ctx: ServiceContext, id: string, input: FilmUpdateInput): Promise<ImpactFilmOut> {
  const film: ImpactFilm = await managedFilm(ctx, id);
  const set: Partial<typeof impactFilms.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  const tenantId = set.tenantId !== undefined ? set.tenantId : film.tenantId;
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.status !== undefined) set.status = input.status;
  if (input.project_ids !== undefined || set.tenantId !== undefined) set.projectIds = await checkProjects(ctx, tenantId, input.project_ids ?? parseStringList(film.projectIds));
  if (input.video_media_id !== undefined) {
    const video = await filmMedia(ctx, input.video_media_id, "video");
    Object.assign(set, { videoKey: video.key, videoType: video.contentType });
  }
  if (input.poster_media_id !== undefined) set.posterKey = input.poster_media_id ? (await filmMedia(ctx, input.poster_media_id, "poster")).key : null;
  if (input.captions_media_id !== undefined) set.captionsKey = input.captions_media_id ? (await filmMedia(ctx, input.captions_media_id, "captions")).key : null;
  try {
    await ctx.db.update(impactFilms).set(set).where(managedWhere(ctx, impactFilms, eq(impactFilms.id, film.id)));
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw fieldError("slug", SLUG_TAKEN);
    throw err;
  }
  return one(ctx, film.id);
}

/** DELETE: the film goes; its uploaded files stay with their media rows (another film may use them). */
export async function deleteFilm(ctx: ServiceContext, id: string): Promise<void> {
  const film = await managedFilm(ctx, id);
  await ctx.db.delete(impactFilms).where(managedWhere(ctx, impactFilms, eq(impactFilms.id, film.id)));
}
