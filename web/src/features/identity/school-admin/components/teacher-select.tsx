import { forwardRef, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { AdminClass } from "@contracts/school-admin";
import { ROLE_LABELS } from "@/lib/roles";
import { Select } from "@/components/ui/select";
import { fullName } from "../lib/labels";
import { useTeacherOptions } from "../api/get-users";

/**
 * The school's active teachers and school admins. The class's current teacher is always the first
 * choice, even before the list loads or once archived, so the uncontrolled select keeps its value.
 */
export const TeacherSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { current?: AdminClass["teacher"] }>(({ current, ...props }, ref) => {
  const { t } = useTranslation();
  const teachers = useTeacherOptions();
  const label = (p: { id: string; first_name: string; last_name: string }) => {
    const role = teachers.data?.find((o) => o.id === p.id)?.role;
    return role ? t("{{name}} ({{role}})", { name: fullName(p), role: t(ROLE_LABELS[role]) }) : fullName(p);
  };
  return (
    <Select ref={ref} {...props}>
      <option value="">{t("No teacher yet")}</option>
      {current ? (
        <option key={current.id} value={current.id}>
          {label(current)}
        </option>
      ) : null}
      {teachers.data
        ?.filter((t) => t.id !== current?.id)
        .map((t) => (
          <option key={t.id} value={t.id}>
            {label(t)}
          </option>
        ))}
    </Select>
  );
});
TeacherSelect.displayName = "TeacherSelect";
