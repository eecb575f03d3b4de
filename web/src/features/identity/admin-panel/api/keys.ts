/** Query keys of the platform admin panel; lists are invalidated by their prefix after a save. */
export const adminKeys = {
  all: ["admin-panel"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  user: (id: string) => [...adminKeys.all, "user", id] as const,
  tenants: () => [...adminKeys.all, "tenants"] as const,
  tenant: (id: string) => [...adminKeys.all, "tenant", id] as const,
  modes: (tenantId?: string) => (tenantId ? ([...adminKeys.all, "modes", tenantId] as const) : ([...adminKeys.all, "modes"] as const)),
  outbox: () => [...adminKeys.all, "email-outbox"] as const,
  parentLinks: () => [...adminKeys.all, "parent-links"] as const,
};
