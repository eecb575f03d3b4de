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

export const bool = (name: string) => integer(name, { mode: "boolean" });

/** Tenant-owned rows carry this column; lib/db.ts#tenantScope is the only place that filters on it. */
export const tenantIdColumn = () => text("tenant_id");
