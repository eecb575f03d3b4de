/** Query keys of this host's school. */
export const tenantKeys = {
  current: () => ["current-tenant"] as const,
};
