import { and, count, eq, isNotNull, ne } from "drizzle-orm";
import { COUNTRIES } from "../../contracts/countries";
import type { GlobalReachOut } from "../../contracts/operations";
import { charities, donations, libraries, tenants } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { totalsWhere } from "../../lib/tenancy";

const NAMES: ReadonlyMap<string, string> = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/**
 * GET /api/global-reach: schools, physical libraries, charities and completed gifts by country, as
 * this host shows them (a school's host: its own and the platform's, and itself as the one school;
 * the platform host: everyone's). A gift counts in the country of the charity it went to; a school
 * in the country its admins or staff set (tenants.country, identity's column, read here).
 */
export async function globalReach(ctx: ServiceContext): Promise<GlobalReachOut> {
  const visible = ctx.scope.tenantId === null ? undefined : ctx.scope.withPlatform;
  const [schools, libs, chars, gifts] = await Promise.all([
    ctx.db
      .select({ country: tenants.country, n: count() })
      .from(tenants)
      .where(and(isNotNull(tenants.country), ctx.scope.tenantId === null ? undefined : eq(tenants.id, ctx.scope.tenantId)))
      .groupBy(tenants.country)
      .all(),
    ctx.db
      .select({ country: libraries.country, n: count() })
      .from(libraries)
      .where(visible ? visible(libraries) : undefined)
      .groupBy(libraries.country)
      .all(),
    ctx.db
      .select({ country: charities.country, n: count() })
      .from(charities)
      .where(and(eq(charities.status, "active"), isNotNull(charities.country), visible ? visible(charities) : undefined))
      .groupBy(charities.country)
      .all(),
    ctx.db
      .select({ country: charities.country, n: count() })
      .from(donations)
      .innerJoin(charities, eq(charities.id, donations.charityId))
      .where(totalsWhere(ctx.scope, donations, eq(donations.status, "completed"), isNotNull(charities.country), ne(charities.country, "")))
      .groupBy(charities.country)
      .all(),
  ]);
  const byCountry = new Map<string, GlobalReachOut["countries"][number]>();
  const row = (code: string) => {
    const key = code.toUpperCase();
    let r = byCountry.get(key);
    if (!r) byCountry.set(key, (r = { code: key, name: NAMES.get(key) ?? key, schools: 0, libraries: 0, charities: 0, donations: 0 }));
    return r;
  };
  for (const s of schools) if (s.country) row(s.country).schools = s.n;
  for (const l of libs) if (l.country) row(l.country).libraries = l.n;
  for (const c of chars) if (c.country) row(c.country).charities = c.n;
  for (const g of gifts) if (g.country) row(g.country).donations = g.n;
  const weight = (c: GlobalReachOut["countries"][number]) => c.schools + c.libraries + c.charities + c.donations;
  const countries = [...byCountry.values()].sort((a, b) => weight(b) - weight(a) || a.name.localeCompare(b.name));
  return {
    countries,
    totals: countries.reduce(
      (t, c) => ({ schools: t.schools + c.schools, libraries: t.libraries + c.libraries, charities: t.charities + c.charities, donations: t.donations + c.donations, countries: t.countries + 1 }),
      { schools: 0, libraries: 0, charities: 0, donations: 0, countries: 0 },
    ),
  };
}
