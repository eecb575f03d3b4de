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
  inboxCounts: (tenant: string) => [...operationsKeys.inbox(), "counts", tenant] as const,
};
