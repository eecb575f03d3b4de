import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { EditCell, StatusCell } from "./row-cells";
import { Plus } from "lucide-react";
import type { CourseSummaryOut } from "@contracts/learning";
import { formatMoney, formatNumber } from "@/lib/format";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { useCourses } from "../../api/get-courses";
import { COURSE_PAGE_SIZE } from "../../api/keys";

/** Courses with their drafts for their authors: staff see every course, a school's admins theirs and the platform's (read-only). */
export function CoursesAdminList({ description, newPath, editPath }: { description: string; newPath: string; editPath: (c: CourseSummaryOut) => string | null }) {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const kind = get("kind");
  const courses = useCourses({ search, kind: kind === "course" || kind === "teacher_training" ? kind : undefined, all: true, offset });
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t("Courses")}
        description={description}
        actions={
          <Button asChild>
            <Link to={newPath}>
              <Plus aria-hidden /> {t("New course")}
            </Link>
          </Button>
        }
      />
      <ListFilters label={t("Filter courses")} className="sm:grid-cols-2 md:max-w-2xl">
        <SearchField label={t("Search courses")} placeholder={t("Title or topic")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Kind")}>
          <Select value={kind} onChange={(e) => update({ kind: e.target.value })}>
            <option value="">{t("Courses and teacher training")}</option>
            <option value="course">{t("Courses")}</option>
            <option value="teacher_training">{t("Teacher training")}</option>
          </Select>
        </FormField>
      </ListFilters>
      <PagedResults
        query={courses}
        loadingLabel={t("Loading courses")}
        errorTitle={t("Could not load the courses")}
        empty={search || kind ? t("No courses match these filters.") : t("No courses yet.")}
        pagesLabel={t("Courses pages")}
        limit={COURSE_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table label={t("Courses")}>
            <THead>
              <TR>
                <TH>{t("Title")}</TH>
                <TH>{t("Kind")}</TH>
                <TH>{t("Status")}</TH>
                <TH>{t("Lessons")}</TH>
                <TH>{t("Price")}</TH>
                <TH>
                  <span className="sr-only">{t("Actions")}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {results.map((c) => {
                const edit = editPath(c);
                return (
                  <TR key={c.id}>
                    <TD className="font-medium">
                      {c.title}
                      {c.platform_wide ? <span className="block text-xs text-ink-muted">{t("Platform course")}</span> : null}
                    </TD>
                    <TD>{c.kind === "teacher_training" ? t("Teacher training") : t("Course")}</TD>
                    <StatusCell status={c.status} />
                    <TD>{formatNumber(c.lesson_count)}</TD>
                    <TD>{c.price ? formatMoney(c.price.amount, c.price.currency) : t("Free")}</TD>
                    <EditCell to={edit} title={c.title} />
                  </TR>
                );
              })}
            </TBody>
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
