import { useId } from "react";
import { useTranslation } from "react-i18next";
import { COURSE_SUBJECTS, type CourseKind } from "@contracts/learning";
import { useListParams } from "@/lib/use-list-params";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SearchBox } from "@/components/lists/search-box";
import { SdgFilter } from "@/components/lists/sdg-filter";
import { useCourses } from "../api/get-courses";
import { COURSE_PAGE_SIZE, type CourseFilters } from "../api/keys";
import { formatNumber } from "@/lib/format";
import { SUBJECT_LABEL } from "../lib/subjects";
import { CourseCard } from "./course-card";

const AGES = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** Filters in the URL (?search=&sdg=&age=&subject=&offset=). */
function useCourseFilters(kind: CourseKind) {
  const { get, offset, update } = useListParams();
  const sdg = Number.parseInt(get("sdg"), 10);
  const age = Number.parseInt(get("age"), 10);
  const filters: CourseFilters = { kind, search: get("search") || undefined, sdg: sdg >= 1 && sdg <= 17 ? sdg : undefined, age: age > 0 ? age : undefined, subject: get("subject") || undefined, offset };
  return { filters, update };
}

/** /courses and /teacher-training: search, goal chips, age and subject, a grid of course cards. */
export function CourseList({ kind, title, description }: { kind: CourseKind; title: string; description: string }) {
  const { t } = useTranslation();
  const { filters, update } = useCourseFilters(kind);
  const training = kind === "teacher_training";
  const query = useCourses(filters);
  const ageId = useId();
  const subjectId = useId();
  const filtered = !!(filters.search || filters.sdg || filters.age || filters.subject);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      <div className="grid gap-3">
        <SearchBox label={training ? t("Search teacher training") : t("Search courses")} placeholder={t("Search by title or topic")} value={filters.search ?? ""} onCommit={(search) => update({ search })} />
        <div className="flex flex-wrap gap-3">
          {kind === "course" ? (
            <div className="grid gap-1">
              <Label htmlFor={ageId}>{t("Age")}</Label>
              <Select id={ageId} value={filters.age ?? ""} onChange={(e) => update({ age: e.target.value || undefined })} className="w-40">
                <option value="">{t("Any age")}</option>
                {AGES.map((a) => (
                  <option key={a} value={a}>
                    {t("{{age}} years old", { age: formatNumber(a) })}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
          <div className="grid gap-1">
            <Label htmlFor={subjectId}>{t("Subject")}</Label>
            <Select id={subjectId} value={filters.subject ?? ""} onChange={(e) => update({ subject: e.target.value || undefined })} className="w-48">
              <option value="">{t("Any subject")}</option>
              {COURSE_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(SUBJECT_LABEL[s])}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <SdgFilter selected={filters.sdg} onSelect={(sdg) => update({ sdg })} />
      </div>
      <section aria-labelledby="course-list-heading" className="grid gap-4">
        <h2 id="course-list-heading" className="sr-only">
          {training ? t("Teacher training found") : t("Courses found")}
        </h2>
        {query.isPending ? (
          <LoadingState label={training ? t("Loading teacher training") : t("Loading courses")} />
        ) : query.isError ? (
          <ErrorState error={query.error} title={t("Could not load the courses")} />
        ) : query.data.results.length === 0 ? (
          <EmptyState>{filtered ? t("No courses match. Try other words, another goal or any age.") : t("There are no courses here yet.")}</EmptyState>
        ) : (
          <div className="grid gap-6" aria-busy={query.isFetching}>
            <ul aria-label={title} className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
              {query.data.results.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </ul>
            <Pagination label={training ? t("Teacher training pages") : t("Courses pages")} count={query.data.count} limit={COURSE_PAGE_SIZE} offset={filters.offset ?? 0} onOffsetChange={(offset) => update({ offset })} />
          </div>
        )}
      </section>
    </div>
  );
}
