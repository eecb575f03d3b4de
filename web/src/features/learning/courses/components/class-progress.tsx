import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Check, Minus } from "lucide-react";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useTeacherClasses } from "@/features/identity/classes/api/get-teacher-classes";
import { useAssignCourse, useClassProgress } from "../api/class-progress";
import { useCourses } from "../api/get-courses";

/**
 * A teacher's view of a class in one course: each student's lessons (ticks), share done and quiz
 * score, and the button that gives the course to the class. School adults see full names.
 */
export function ClassProgress() {
  const { t } = useTranslation();
  const classes = useTeacherClasses();
  const courses = useCourses({ kind: "course", limit: 100 });
  const [classId, setClassId] = useState("");
  const [course, setCourse] = useState("");
  const chosenClass = classId || classes.data?.[0]?.id || "";
  const chosenCourse = course || courses.data?.results[0]?.slug || "";
  const progress = useClassProgress(chosenClass, chosenCourse);
  const assign = useAssignCourse(chosenClass, chosenCourse);
  const classSelect = useId();
  const courseSelect = useId();

  if (classes.isPending || courses.isPending) return <LoadingState label={t("Loading your classes")} />;
  if (classes.isError) return <ErrorState error={classes.error} title={t("Could not load your classes")} />;
  if (!classes.data.length) return <EmptyState>{t("You have no classes yet.")}</EmptyState>;
  const data = progress.data;

  return (
    <section aria-labelledby="class-progress" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id="class-progress" className="text-lg font-bold text-ink">
        {t("Class progress in courses")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={classSelect}>{t("Class")}</Label>
          <Select id={classSelect} value={chosenClass} onChange={(e) => setClassId(e.target.value)} className="w-48">
            {classes.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={courseSelect}>{t("Course")}</Label>
          <Select id={courseSelect} value={chosenCourse} onChange={(e) => setCourse(e.target.value)} className="w-72 max-w-full">
            {(courses.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.slug}>
                {c.price ? t("{{title}} (paid course, {{price}})", { title: c.title, price: formatMoney(c.price.amount, c.price.currency) }) : c.title}
              </option>
            ))}
          </Select>
        </div>
        {data ? (
          <Button
            variant={data.assigned ? "outline" : "default"}
            disabled={assign.isPending || (!data.assigned && !data.pupils_can_open)}
            onClick={() =>
              assign.mutate(!data.assigned, {
                onSuccess: () => toast.success(data.assigned ? t("The class no longer has this course first") : t("Given to the class: students see it first on their dashboard")),
                onError: (err) => toast.error(errorMessage(err, t("Could not change it."))),
              })
            }
          >
            {data.assigned ? t("Stop giving it to the class") : t("Give this course to the class")}
          </Button>
        ) : null}
      </div>
      {data ? (
        <p className="text-sm">
          <Link to={paths.learning.quizMarking({ class: chosenClass, course: data.course.id })} className="font-semibold text-primary-dark underline">
            {t("Mark this class's written quiz answers in this course")}
          </Link>
        </p>
      ) : null}
      {data && !data.pupils_can_open ? (
        <Alert>
          {data.assigned
            ? t("This paid course was given to the class before, but pupils who have not bought it do not see it. You can stop giving it to the class.")
            : t("This course is paid and not every pupil of this class has bought it, so they could not open it. Give the class a free course.")}
        </Alert>
      ) : null}
      {progress.isPending ? (
        <LoadingState label={t("Loading the class's progress")} />
      ) : progress.isError ? (
        <ErrorState error={progress.error} title={t("Could not load the class's progress")} />
      ) : data!.students.length === 0 ? (
        <EmptyState>{t("This class has no students yet.")}</EmptyState>
      ) : (
        <Table label={t("Progress of the class in {{course}}", { course: data!.course.title })}>
          <THead>
            <TR>
              <TH>{t("Student")}</TH>
              <TH>{t("Done")}</TH>
              <TH>{t("Quiz score")}</TH>
              {data!.lessons.map((l, i) => (
                <TH key={l.id} className="text-center" title={`${l.chapter}: ${l.title}`}>
                  <span aria-hidden>{formatNumber(i + 1)}</span>
                  <span className="sr-only">
                    {t("Lesson {{n}}: {{title}}", { n: i + 1, title: l.title })}
                  </span>
                </TH>
              ))}
            </TR>
          </THead>
          <TBody>
            {data!.students.map((s) => (
              <TR key={s.id}>
                <TD className="font-medium whitespace-nowrap">
                  {s.name}
                  {!s.enrolled ? <span className="block text-xs text-ink-muted">{t("Not started")}</span> : null}
                </TD>
                <TD>{formatPercent(s.percent / 100)}</TD>
                <TD>{s.quiz_score ? `${formatNumber(s.quiz_score.score)}/${formatNumber(s.quiz_score.max_score)}` : "—"}</TD>
                {data!.lessons.map((l) => (
                  <TD key={l.id} className="text-center">
                    {s.completed.includes(l.id) ? <Check className="mx-auto size-4 text-green-700" aria-label={t("Done")} /> : <Minus className="mx-auto size-4 text-ink-muted" aria-label={t("Not done")} />}
                  </TD>
                ))}
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
