import type { AdminTenant } from "@contracts/tenants";

/**
 * <option>s of every loaded school, keeping a current value that is not among them. One keyed
 * list, so that when the schools arrive after the form the current value's <option> is the same
 * element, renamed: were it replaced, an uncontrolled <select> would fall back to its first option
 * ("Platform (no school)") while the form still held the school.
 */
export function TenantOptions({ tenants, current }: { tenants: AdminTenant[] | undefined; current?: string | null }) {
  const list = (tenants ?? []).map((t) => ({ id: t.id, name: t.school_name }));
  const options = current && !list.some((t) => t.id === current) ? [{ id: current, name: current }, ...list] : list;
  return options.map((t) => (
    <option key={t.id} value={t.id}>
      {t.name}
    </option>
  ));
}
