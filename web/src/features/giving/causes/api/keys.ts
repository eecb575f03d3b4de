/** Query keys of giving; lists are invalidated by prefix after a payment changes the totals. */
export const givingKeys = {
  all: ["giving"] as const,
  charities: () => [...givingKeys.all, "charities"] as const,
  charity: (idOrSlug: string) => [...givingKeys.all, "charity", idOrSlug] as const,
  projects: () => [...givingKeys.all, "projects"] as const,
  project: (idOrSlug: string) => [...givingKeys.all, "project", idOrSlug] as const,
  libraries: () => [...givingKeys.all, "libraries"] as const,
  library: (id: string) => [...givingKeys.all, "library", id] as const,
  quote: (items: string[]) => [...givingKeys.all, "quote", items] as const,
  quoteByCurrency: (items: string[]) => [...givingKeys.all, "quote-by-currency", items] as const,
  order: (id: string) => [...givingKeys.all, "order", id] as const,
  myOrders: (limit: number) => [...givingKeys.all, "my-orders", limit] as const,
  demoSession: (ref: string) => [...givingKeys.all, "demo-session", ref] as const,
  donationReceipt: (id: string) => [...givingKeys.all, "donation-receipt", id] as const,
  moneyRaised: () => [...givingKeys.all, "money-raised"] as const,
  catalog: (filters: { kind?: string; ref_id?: string }) => [...givingKeys.all, "catalog", filters] as const,
};

/** Filters shared by the charity, project and library lists. */
export interface GivingFilters {
  search?: string;
  sdg?: number;
  charity?: string;
  limit?: number;
  offset?: number;
}

export const GIVING_PAGE_SIZE = 24;

export const listQuery = (f: GivingFilters) => ({
  search: f.search || undefined,
  sdg: f.sdg || undefined,
  charity: f.charity || undefined,
  limit: f.limit ?? GIVING_PAGE_SIZE,
  offset: f.offset || undefined,
});
