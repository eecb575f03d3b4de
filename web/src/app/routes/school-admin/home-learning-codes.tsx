import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { userAtom } from "@/lib/session";
import { useListParams } from "@/lib/use-list-params";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { useTeacherClasses } from "@/features/identity/classes/api/get-teacher-classes";
import { HomeLearningCodes } from "@/features/identity/school-admin/components/home-learning-codes";

/**
 * /home-learning-codes: a teacher picks one of their classes (a school admin any class) and shows,
 * prints or renews the codes families use to link a child to a parent account.
 */
export default function HomeLearningCodesPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { get, update } = useListParams();
  const classes = useTeacherClasses();
  const mine = (classes.data ?? []).filter((c) => !c.archived && (user?.role !== "teacher" || c.teacher?.id === user.id));
  const chosen = mine.find((c) => c.id === get("class")) ?? mine[0];
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Home-learning codes")} description={t("Print a class's codes and send each one home: a parent enters their child's code on their dashboard to follow the child's reading, courses and certificates.")} />
      {classes.isPending ? (
        <LoadingState label={t("Loading your classes")} />
      ) : classes.isError ? (
        <ErrorState error={classes.error} title={t("Could not load your classes")} />
      ) : !chosen ? (
        <EmptyState>{t("You have no class yet. A school admin makes you the teacher of a class.")}</EmptyState>
      ) : (
        <>
          <div className="max-w-sm print:hidden">
            <FormField label={t("Class")}>
              <Select value={chosen.id} onChange={(e) => update({ class: e.target.value })}>
                {mine.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("{{class}} ({{count}} students)", { class: c.name, count: c.student_count })}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <HomeLearningCodes key={chosen.id} classId={chosen.id} />
        </>
      )}
    </div>
  );
}
