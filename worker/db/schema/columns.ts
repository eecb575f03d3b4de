import { integer, text } from "drizzle-orm/sqlite-core";

/** Epoch milliseconds (UTC). Every timestamp in the schema uses this one representation. */
export const epochMs = (name: string) => integer(name, { mode: "number" });

export const timestamps = {
  createdAt: epochMs("created_at").notNull().$defaultFn(() => Date.now()),
  updatedAt: epochMs("updated_at")
    .notNull()
    .$defaultFn(() => Date.now())
    .$onUpdateFn(() => Date.now()),
};

/**
 * A name or title as it sorts (contracts/text.ts nameKey: accents dropped, any case), since SQLite
 * compares code units and "École" came after "Zoo". No default here, so the type checker refuses an
 * insert without it; a rename sets it again. '' marks a row saved before the key existed (migrations
 * 0039–0041), which the cron job "names and titles: sort keys saved before they existed" folds
 * through the table's partial index on those rows.
 */
export const sortKey = (name: string) => text(name).notNull();

export const bool = (name: string) => integer(name, { mode: "boolean" });

/** Tenant-owned rows carry this column; lib/db.ts#tenantScope is the only place that filters on it. */
export const tenantIdColumn = () => text("tenant_id");
