/** Query keys of certificates. */
export const certificateKeys = {
  all: ["certificates"] as const,
  mine: () => [...certificateKeys.all, "mine"] as const,
  details: (id: string) => [...certificateKeys.all, "details", id] as const,
  public: (id: string) => [...certificateKeys.all, "public", id] as const,
  manage: (filters: Record<string, string | number | boolean | undefined>) => [...certificateKeys.all, "manage", filters] as const,
};
