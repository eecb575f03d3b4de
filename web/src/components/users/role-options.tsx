import { ROLES } from "@contracts/users";
import { ROLE_LABELS } from "@/lib/roles";

/** An <option> per role, named on screen; the select adds its own blank choice. */
export function RoleOptions() {
  return (
    <>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </>
  );
}
