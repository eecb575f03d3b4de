/** Query keys of the header's combined search. */
export const searchKeys = {
  all: ["search"] as const,
  combined: (query: string) => [...searchKeys.all, "combined", query] as const,
};
