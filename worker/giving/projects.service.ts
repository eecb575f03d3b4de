import { asc, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { GivingListQuery, ProjectCreateInput, ProjectOut, ProjectUpdateInput } from "../contracts/giving";
import { DEFAULT_SUGGESTED_AMOUNTS } from "../contracts/money";
import { charities, projects, type Project } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { readCataloguePage, readVersioned } from "../lib/content-version";
import type { DB } from "../lib/db";
import { AppError, fieldError } from "../lib/errors";
import { said } from "../lib/said";
import { newId } from "../lib/ids";
import { creationScope, findManagedRow, isManager, managedWhere, platformWideUpdate } from "../lib/managed-rows";
import { hasSdg, textSearch } from "../lib/sql-filters";
import { isPlatformStaff } from "../lib/tenancy";
import { deleteImages, replaceImage } from "./giving-images";
import { charityFilter, hasCompletedGifts, resolveCharityId } from "./giving-links";
import { charityRefFields, charityRefs, serialiseIntList, toProjectOut, type CharityRef } from "./giving-presenter";
import { projectRank, projectsFts } from "./giving-search";
import { insertWithSlug, uniqueSlug } from "../lib/slugs";

export const PROJECT_NOT_FOUND = "Project not found";
const LABELS = { notFound: PROJECT_NOT_FOUND, what: said("projects") };

/** Public: every project but drafts, platform-wide and this school's; `all` adds the drafts a manager manages. */
function readable(ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL {
  const published = ne(projects.status, "draft");
  if (all && isPlatformStaff(ctx)) return managedWhere(ctx, projects, ...conditions);
  if (all && isManager(ctx)) return ctx.scope.withPlatform(projects, or(published, ctx.scope.where(projects)), ...conditions);
  return ctx.scope.withPlatform(projects, published, ...conditions);
}

async function present(db: DB, list: Project[]): Promise<ProjectOut[]> {
  const refs = await charityRefs(db, list.map((p) => p.charityId));
  return list.map((p) => toProjectOut(p, p.charityId ? refs.get(p.charityId) : undefined));
}

/** Projects with their charity beside them, in the projects' own query. */
const withCharity = (db: DB) => db.select({ project: projects, charity: charityRefFields }).from(projects).leftJoin(charities, eq(charities.id, projects.charityId));
const toCard = (row: { project: Project; charity: CharityRef | null }) => toProjectOut(row.project, row.charity ?? undefined);

export async function listProjects(ctx: ServiceContext, q: GivingListQuery) {
  const where = readable(ctx, q.all, textSearch(q.search, projects.title, projects.summary), hasSdg(projects.sdgs, q.sdg), charityFilter(ctx, projects.charityId, q.charity));
  const { rows, total } = await readCataloguePage(
    ctx,
    withCharity(ctx.db).where(where).orderBy(desc(projects.createdAt), asc(projects.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(projects).where(where),
  );
  return { total, results: rows.map(toCard) };
}

export async function getProject(ctx: ServiceContext, idOrSlug: string): Promise<ProjectOut> {
  const [[row]] = await readVersioned(ctx, [withCharity(ctx.db).where(readable(ctx, true, or(eq(projects.id, idOrSlug), eq(projects.slug, idOrSlug)))).limit(1)] as const);
  if (!row || (row.project.status === "draft" && !isManager(ctx))) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND);
  return toCard(row);
}

const loadManaged = (ctx: ServiceContext, id: string) => findManagedRow(ctx, projects, id, (where) => ctx.db.select().from(projects).where(where).get(), LABELS);

function assertDates(startsOn: string | null | undefined, endsOn: string | null | undefined) {
  if (startsOn && endsOn && endsOn < startsOn) throw fieldError("ends_on", "The end date must be on or after the start date");
}

export async function createProject(ctx: ServiceContext, input: ProjectCreateInput): Promise<ProjectOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  assertDates(input.starts_on, input.ends_on);
  const charityId = (await resolveCharityId(ctx, input.charity_id)) ?? null;
  const row = await insertWithSlug(
    () => uniqueSlug(ctx.db, projects, projects.slug, input.title, "project"),
    async (slug) =>
      (
        await ctx.db
          .insert(projects)
          .values(
            scope.values({
              id: newId("prj"),
              charityId,
              title: input.title,
              slug,
              summary: input.summary ?? "",
              description: input.description ?? "",
              goalAmount: input.goal_amount,
              currency: input.currency,
              suggestedAmounts: serialiseIntList(input.suggested_amounts ?? DEFAULT_SUGGESTED_AMOUNTS),
              sdgs: serialiseIntList(input.sdgs ?? []),
              status: input.status ?? "active",
              startsOn: input.starts_on ?? null,
              endsOn: input.ends_on ?? null,
            }),
          )
          .returning()
      )[0],
  );
  return (await present(ctx.db, [row]))[0];
}

/** raised_amount and donor_count are the payments consumer's: never set here. */
export async function updateProject(ctx: ServiceContext, id: string, input: ProjectUpdateInput): Promise<ProjectOut> {
  const current = await loadManaged(ctx, id);
  assertDates(input.starts_on === undefined ? current.startsOn : input.starts_on, input.ends_on === undefined ? current.endsOn : input.ends_on);
  const set: Partial<typeof projects.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.charity_id !== undefined) set.charityId = (await resolveCharityId(ctx, input.charity_id)) ?? null;
  if (input.title !== undefined) set.title = input.title;
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.description !== undefined) set.description = input.description;
  if (input.goal_amount !== undefined) set.goalAmount = input.goal_amount;
  if (input.currency !== undefined && input.currency !== current.currency) {
    if (current.raisedAmount > 0) throw fieldError("currency", "The currency cannot change once gifts have been received");
    set.currency = input.currency;
  }
  if (input.suggested_amounts !== undefined) set.suggestedAmounts = serialiseIntList(input.suggested_amounts);
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.status !== undefined) set.status = input.status;
  if (input.starts_on !== undefined) set.startsOn = input.starts_on;
  if (input.ends_on !== undefined) set.endsOn = input.ends_on;
  const [row] = await ctx.db.update(projects).set(set).where(managedWhere(ctx, projects, eq(projects.id, id))).returning();
  return (await present(ctx.db, [row]))[0];
}

export async function deleteProject(ctx: ServiceContext, id: string): Promise<void> {
  const current = await loadManaged(ctx, id);
  if (await hasCompletedGifts(ctx, "project", id)) throw new AppError("CONFLICT", "This project has gifts; close it instead.");
  await ctx.db.delete(projects).where(managedWhere(ctx, projects, eq(projects.id, id)));
  await deleteImages(ctx, [current.coverKey]);
}

export async function setProjectCover(ctx: ServiceContext, id: string, file: File | undefined): Promise<ProjectOut> {
  const current = await loadManaged(ctx, id);
  const row = await replaceImage(ctx, current.tenantId, current.coverKey, file, async (key) => {
    const [updated] = await ctx.db.update(projects).set({ coverKey: key, updatedAt: Date.now() }).where(managedWhere(ctx, projects, eq(projects.id, id))).returning();
    return updated;
  });
  return (await present(ctx.db, [row]))[0];
}

/** Combined search: public projects (not drafts; platform-wide and this school's) matching an FTS5 query, best first. */
export async function searchProjects(ctx: ServiceContext, match: string, limit: number): Promise<ProjectOut[]> {
  const rows = await withCharity(ctx.db)
    .innerJoin(projectsFts, eq(projectsFts.rowid, sql`${projects}.rowid`))
    .where(ctx.scope.withPlatform(projects, ne(projects.status, "draft"), sql`${projectsFts} MATCH ${match}`))
    .orderBy(projectRank, desc(projects.createdAt))
    .limit(limit)
    .all();
  return rows.map(toCard);
}
