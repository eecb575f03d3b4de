/** Query keys of operations: pages by host copy, the editor's source and history, the staff inbox. */
export const operationsKeys = {
  all: ["operations"] as const,
  pages: () => [...operationsKeys.all, "pages"] as const,
  page: (slug: string) => [...operationsKeys.pages(), slug] as const,
  source: (slug: string) => [...operationsKeys.pages(), slug, "source"] as const,
  versions: (slug: string) => [...operationsKeys.pages(), slug, "versions"] as const,
  inbox: () => [...operationsKeys.all, "inbox"] as const,
  inboxList: (kind: string, filters: Record<string, string | number>) => [...operationsKeys.inbox(), kind, filters] as const,
  inboxItem: (kind: string, id: string) => [...operationsKeys.inbox(), kind, "item", id] as const,
  parentChildren: () => [...operationsKeys.all, "parent-children"] as const,
  people: () => [...operationsKeys.all, "people"] as const,
  peopleList: (kind: "teachers" | "students", filters: Record<string, string | number>) => [...operationsKeys.people(), kind, filters] as const,
  peopleStats: (filters: Record<string, string>) => [...operationsKeys.people(), "stats", filters] as const,
  userActivity: (id: string) => [...operationsKeys.people(), "activity", id] as const,
  actionLog: (where: "staff" | "school", filters: Record<string, string | number>) => [...operationsKeys.all, "action-log", where, filters] as const,
  inboxCounts: (tenant: string) => [...operationsKeys.inbox(), "counts", tenant] as const,
};
