import type { AdminTenant } from "@contracts/tenants";

/** <option>s of every loaded school, keeping a current value that is not among them. */
export function TenantOptions({ tenants, current }: { tenants: AdminTenant[] | undefined; current?: string | null }) {
  const list = tenants ?? [];
  const missing = current && !list.some((t) => t.id === current);
  return (
    <>
      {missing ? <option value={current}>{current}</option> : null}
      {list.map((t) => (
        <option key={t.id} value={t.id}>
          {t.school_name}
        </option>
      ))}
    </>
  );
}
