import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useTeacherClasses } from "@/features/identity/classes/api/get-teacher-classes";

/** For teachers and school admins: the class a story is filed under (optional), for class stats. */
export function ClassChoice({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  const classes = useTeacherClasses(true);
  return (
    <FormField label={t("Class")} hint={classes.isError ? t("Your classes could not be loaded.") : t("Optional: file the story under a class you teach.")} error={error}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{classes.isPending ? t("Loading classes…") : t("No class")}</option>
        {(classes.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
