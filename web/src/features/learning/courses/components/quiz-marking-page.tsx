import { useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { QUIZ_MARKING_PAGE_SIZE, QUIZ_MARKING_STATUSES, type QuizMarkingStatus } from "@contracts/quiz-marking";
import { PagedResults } from "@/components/lists/paged-results";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useTeacherClasses } from "@/features/identity/classes/api/get-teacher-classes";
import { useCourses } from "../api/get-courses";
import { useMarkQuizAnswers, useQuizMarking, type QuizMarkingFilters } from "../api/quiz-marking";
import { QuizMarkingCard, type MarkAnswer } from "./quiz-marking-card";

const isStatus = (v: string | null): v is QuizMarkingStatus => QUIZ_MARKING_STATUSES.includes(v as QuizMarkingStatus);

/** The filters live in the address (?status=&course=&class=&offset=), so the class progress page can link to one class's answers. */
function useFilters(): [QuizMarkingFilters, (patch: Partial<QuizMarkingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const filters: QuizMarkingFilters = {
    status: isStatus(status) ? status : "to_mark",
    course: params.get("course") ?? undefined,
    class: params.get("class") ?? undefined,
    offset: Number(params.get("offset")) || 0,
  };
  const change = (patch: Partial<QuizMarkingFilters>) => {
    const next = { ...filters, offset: 0, ...patch };
    const out = new URLSearchParams();
    if (next.status !== "to_mark") out.set("status", next.status);
    if (next.course) out.set("course", next.course);
    if (next.class) out.set("class", next.class);
    if (next.offset) out.set("offset", String(next.offset));
    setParams(out, { replace: true });
  };
  return [filters, change];
}

/**
 * /quiz-marking: the written answers of course quizzes waiting for the caller's mark — a teacher's
 * pupils', or the whole school's for its admins (the API decides). Each answer is marked Correct
 * or Not correct on its own and saved at once; a fully marked attempt leaves the "To mark" list.
 */
export function QuizMarkingPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useFilters();
  const list = useQuizMarking(filters);
  const mark = useMarkQuizAnswers(filters);
  const classes = useTeacherClasses();
  const courses = useCourses({ limit: 100 });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const ids = { status: useId(), course: useId(), class: useId() };

  const onMark: MarkAnswer = async (attempt, question, right) => {
    const item = await mark.mutateAsync({ attempt, marks: { [question]: right } });
    if (item.pending === 0 && filters.status === "to_mark") {
      toast.success(t("All of {{name}}'s written answers are marked.", { name: `${item.pupil.first_name} ${item.pupil.last_name}`.trim() }));
      // The card has left the list: keyboard focus goes back to the list, not to the top of the page.
      listHeading.current?.focus();
    }
    return item;
  };

  const statusLabels: Record<QuizMarkingStatus, string> = { to_mark: t("To mark"), marked: t("Marked"), all: t("All") };
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <PageHeader title={t("Quiz answers to mark")} description={t("Written answers your pupils gave in course quizzes. Mark each one Correct or Not correct: the pupil sees the mark and their new score on the lesson.")} />
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={ids.status}>{t("Show")}</Label>
          <Select id={ids.status} value={filters.status} onChange={(e) => setFilters({ status: e.target.value as QuizMarkingStatus })}>
            {QUIZ_MARKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.course}>{t("Course")}</Label>
          <Select id={ids.course} value={filters.course ?? ""} onChange={(e) => setFilters({ course: e.target.value || undefined })}>
            <option value="">{t("All courses")}</option>
            {(courses.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.class}>{t("Class")}</Label>
          <Select id={ids.class} value={filters.class ?? ""} onChange={(e) => setFilters({ class: e.target.value || undefined })}>
            <option value="">{t("All classes")}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <section aria-labelledby="quiz-marking-list" className="grid gap-3">
        <h2 id="quiz-marking-list" ref={listHeading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
          {list.data ? t("{{n}} attempts", { count: list.data.count, n: formatNumber(list.data.count) }) : statusLabels[filters.status]}
        </h2>
        <PagedResults
          query={list}
          loadingLabel={t("Loading the answers to mark")}
          errorTitle={t("Could not load the answers to mark")}
          empty={filters.status === "to_mark" ? t("Nothing to mark") : t("No attempts here yet.")}
          pagesLabel={t("Quiz answers pages")}
          limit={QUIZ_MARKING_PAGE_SIZE}
          offset={filters.offset ?? 0}
          onOffsetChange={(offset) => setFilters({ offset })}
        >
          {(results) => (
            <ul aria-label={t("Quiz answers to mark")} className="grid gap-3">
              {results.map((item) => (
                <QuizMarkingCard key={item.attempt_id} item={item} onMark={onMark} />
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </div>
  );
}
