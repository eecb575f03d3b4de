/** Query keys of Dear World; every curation change invalidates the whole prefix. */
export const dearWorldKeys = {
  all: ["dear-world"] as const,
  book: () => [...dearWorldKeys.all, "book"] as const,
  mine: () => [...dearWorldKeys.all, "mine"] as const,
  curation: () => [...dearWorldKeys.all, "curation"] as const,
};
