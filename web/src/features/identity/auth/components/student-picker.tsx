import { useState } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { STUDENT_LIST_PAGE, type ClassStudentEntry } from "@contracts/classes";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useClassStudents, type StudentListPage } from "../api/get-class-students";
import { classCodeFailure, STUDENT_SEARCH_DEBOUNCE_MS } from "../messages";
import { StudentTile } from "./student-tile";

interface StudentPickerProps {
  code: string;
  /** Page and search live with the wizard, so Back from the password step returns to the same page. */
  list: StudentListPage;
  onListChange: (list: StudentListPage) => void;
  onPick: (student: ClassStudentEntry) => void;
}

/** Student step 3: the class's profile tiles, 20 a page, searchable by name. */
export function StudentPicker({ code, list, onListChange, onPick }: StudentPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(list.search);
  const applySearch = useDebouncedCallback((value: string) => onListChange({ page: 0, search: value.trim() }), STUDENT_SEARCH_DEBOUNCE_MS);
  const query = useClassStudents(code, list);

  const students = query.data?.results.students ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / STUDENT_LIST_PAGE));
  const goTo = (page: number) => onListChange({ ...list, page });

  return (
    <div className="grid gap-4">
      <FormField label={t("Search by name")}>
        <Input
          type="search"
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            applySearch(e.target.value);
          }}
        />
      </FormField>
      <p className="flex items-center gap-2 font-medium text-ink">
        <Search className="size-4 text-ink-muted" aria-hidden /> {t("Choose your name to continue.")}
      </p>

      {query.isError ? (
        <Alert tone="error">{t(classCodeFailure(query.error))}</Alert>
      ) : query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t("Loading students")} />
        </div>
      ) : students.length === 0 ? (
        <p role="status" className="py-6 text-center text-ink-muted">
          {list.search ? t("No students match “{{search}}”.", { search: list.search }) : t("There are no students in this class yet.")}
        </p>
      ) : (
        <ul aria-label={t("Students of class {{code}}", { code })} aria-busy={query.isPlaceholderData} className={cn("grid grid-cols-2 gap-2 xxs:grid-cols-3 sm:gap-3 md:grid-cols-4", query.isPlaceholderData && "opacity-60")}>
          {students.map((student) => (
            <li key={student.tile}>
              <StudentTile student={student} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}

      {query.isSuccess && pages > 1 ? (
        <nav aria-label={t("Student list pages")} className="flex items-center justify-between gap-2">
          <Button type="button" variant="outline" className="pointer-coarse:min-h-11" disabled={list.page === 0 || query.isPlaceholderData} onClick={() => goTo(list.page - 1)}>
            <ChevronLeft aria-hidden /> {t("Previous")}
          </Button>
          <p aria-live="polite" className="text-sm text-ink-muted">
            {t("Page {{page}} of {{pages}}", { page: formatNumber(list.page + 1), pages: formatNumber(pages) })}
          </p>
          <Button type="button" variant="outline" className="pointer-coarse:min-h-11" disabled={list.page + 1 >= pages || query.isPlaceholderData} onClick={() => goTo(list.page + 1)}>
            {t("Next")} <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
