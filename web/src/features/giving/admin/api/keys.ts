/** Query keys of the giving admin screens; lists are invalidated by their prefix after a change. */
export const givingKeys = {
  all: ["giving-admin"] as const,
  stats: () => [...givingKeys.all, "stats"] as const,
  charities: () => [...givingKeys.all, "charities"] as const,
  charity: (id: string) => [...givingKeys.all, "charity", id] as const,
  projects: () => [...givingKeys.all, "projects"] as const,
  project: (id: string) => [...givingKeys.all, "project", id] as const,
  libraries: () => [...givingKeys.all, "libraries"] as const,
  donations: () => [...givingKeys.all, "donations"] as const,
  paymentEvents: () => [...givingKeys.all, "payment-events"] as const,
  orders: () => [...givingKeys.all, "orders"] as const,
  order: (id: string) => [...givingKeys.all, "order", id] as const,
};
