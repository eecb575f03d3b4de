import { inArray } from "drizzle-orm";
import type { CharityOut, LibraryOut, ProjectOut } from "../contracts/giving";
import type { Currency } from "../contracts/money";
import { DEFAULT_SUGGESTED_AMOUNTS } from "../contracts/money";
import { charities, type Charity, type Library, type Project } from "../db/schema";
import type { DB } from "../lib/db";
import { inChunks } from "../lib/d1-limits";
import { fileUrl } from "../lib/storage";
import { parseIntList, serialiseIntList } from "../lib/int-list";

export { parseIntList, serialiseIntList };

const iso = (ms: number) => new Date(ms).toISOString();

/** 0–100, rounded down; 100 when the goal is reached or the row is marked funded. */
export function progressPercent(raised: number, goal: number, funded = false): number {
  if (funded) return 100;
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((raised * 100) / goal));
}

export interface RaisedTotal {
  amount: number;
  donations: number;
}

/**
 * A website the charity's page may link to: an http(s) address. The contract takes nothing else
 * since November 30; a javascript: or data: address saved before it is left out of every answer.
 */
const linkable = (url: string | null) => (url !== null && /^https?:\/\//i.test(url) ? url : null);

export function toCharityOut(c: Charity, raised: RaisedTotal | undefined): CharityOut {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    summary: c.summary,
    description: c.description,
    website: linkable(c.website),
    country: c.country,
    currency: c.currency as Currency,
    suggested_amounts: parseIntList(c.suggestedAmounts, DEFAULT_SUGGESTED_AMOUNTS),
    sdgs: parseIntList(c.sdgs),
    status: c.status,
    logo_url: fileUrl(c.logoKey),
    cover_url: fileUrl(c.coverKey),
    tenant_id: c.tenantId,
    raised: { amount: raised?.amount ?? 0, currency: c.currency as Currency, donations: raised?.donations ?? 0 },
    created_at: iso(c.createdAt),
  };
}

export type CharityRef = { id: string; name: string; slug: string };

/** A project's or library's charity selected beside it (left join on charities.id), so a page needs no second query. */
export const charityRefFields = { id: charities.id, name: charities.name, slug: charities.slug };

/** The charities behind rows just written (projects or libraries), in one query. */
export async function charityRefs(db: DB, ids: (string | null)[]): Promise<Map<string, CharityRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await inChunks(wanted, (part) => db.select({ id: charities.id, name: charities.name, slug: charities.slug }).from(charities).where(inArray(charities.id, part)).all());
  return new Map(rows.map((r) => [r.id, r]));
}

export function toProjectOut(p: Project, charity: CharityRef | undefined): ProjectOut {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    summary: p.summary,
    description: p.description,
    charity: charity ?? null,
    goal_amount: p.goalAmount,
    raised_amount: p.raisedAmount,
    currency: p.currency as Currency,
    donor_count: p.donorCount,
    progress_percent: progressPercent(p.raisedAmount, p.goalAmount, p.status === "funded"),
    suggested_amounts: parseIntList(p.suggestedAmounts, DEFAULT_SUGGESTED_AMOUNTS),
    sdgs: parseIntList(p.sdgs),
    status: p.status,
    cover_url: fileUrl(p.coverKey),
    starts_on: p.startsOn,
    ends_on: p.endsOn,
    tenant_id: p.tenantId,
    created_at: iso(p.createdAt),
  };
}

export function toLibraryOut(l: Library, charity: CharityRef | undefined): LibraryOut {
  return {
    id: l.id,
    name: l.name,
    charity: charity ?? null,
    city: l.city,
    country: l.country,
    description: l.description,
    goal_amount: l.goalAmount,
    raised_amount: l.raisedAmount,
    currency: l.currency as Currency,
    donor_count: l.donorCount,
    progress_percent: progressPercent(l.raisedAmount, l.goalAmount),
    books_goal: l.booksGoal,
    books_stocked: l.booksStocked,
    status: l.status,
    sdgs: parseIntList(l.sdgs),
    cover_url: fileUrl(l.coverKey),
    tenant_id: l.tenantId,
    created_at: iso(l.createdAt),
  };
}
