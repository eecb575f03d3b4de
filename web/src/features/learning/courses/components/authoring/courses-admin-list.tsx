import { Link } from "react-router";
import { EditCell, StatusCell } from "./row-cells";
import { Plus } from "lucide-react";
import type { CourseSummaryOut } from "@contracts/learning";
import { formatMoney } from "@/lib/format";
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
  const { get, offset, update } = useListParams();
  const search = get("search");
  const kind = get("kind");
  const courses = useCourses({ search, kind: kind === "course" || kind === "teacher_training" ? kind : undefined, all: true, offset });
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Courses"
        description={description}
        actions={
          <Button asChild>
            <Link to={newPath}>
              <Plus aria-hidden /> New course
            </Link>
          </Button>
        }
      />
      <ListFilters label="Filter courses" className="sm:grid-cols-2 md:max-w-2xl">
        <SearchField label="Search courses" placeholder="Title or topic" value={search} onCommit={(value) => update({ search: value })} />
        <FormField label="Kind">
          <Select value={kind} onChange={(e) => update({ kind: e.target.value })}>
            <option value="">Courses and teacher training</option>
            <option value="course">Courses</option>
            <option value="teacher_training">Teacher training</option>
          </Select>
        </FormField>
      </ListFilters>
      <PagedResults
        query={courses}
        loadingLabel="Loading courses"
        errorTitle="Could not load the courses"
        empty={search || kind ? "No courses match these filters." : "No courses yet."}
        pagesLabel="Courses pages"
        limit={COURSE_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table label="Courses">
            <THead>
              <TR>
                <TH>Title</TH>
                <TH>Kind</TH>
                <TH>Status</TH>
                <TH>Lessons</TH>
                <TH>Price</TH>
                <TH>
                  <span className="sr-only">Actions</span>
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
                      {c.platform_wide ? <span className="block text-xs text-ink-muted">Platform course</span> : null}
                    </TD>
                    <TD>{c.kind === "teacher_training" ? "Teacher training" : "Course"}</TD>
                    <StatusCell status={c.status} />
                    <TD>{c.lesson_count}</TD>
                    <TD>{c.price ? formatMoney(c.price.amount, c.price.currency) : "Free"}</TD>
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
