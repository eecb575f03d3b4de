import { useState } from "react";
import { toast } from "@/lib/toast";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_ROSTER_IDS } from "@contracts/school-admin";
import type { AdminUser } from "@contracts/users";
import { errorMessage } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useAddClassStudents } from "../api/add-class-students";
import { useSchoolUsers } from "../api/get-users";
import { fullName } from "../lib/labels";

const PICKER_PAGE = 10;

/** Pick students of the school (search, multi-select) and add them to the class in one request. */
export function AddExistingStudentsDialog({ open, onOpenChange, classId, className }: { open: boolean; onOpenChange: (open: boolean) => void; classId: string; className: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("Add existing students")} description={t("Search your school's students and choose who joins {{class}}.", { class: className })}>
      {open ? <Picker classId={classId} className={className} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function Picker({ classId, className, onDone }: { classId: string; className: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(typed.trim());
  const [selected, setSelected] = useState<Map<string, AdminUser>>(new Map());
  const students = useSchoolUsers({ role: "student", archived: false, search, limit: PICKER_PAGE, offset });
  const add = useAddClassStudents();
  const full = selected.size >= MAX_ROSTER_IDS;

  const toggle = (s: AdminUser, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(s.id, s);
      else next.delete(s.id);
      return next;
    });

  const submit = async () => {
    try {
      await add.mutateAsync({ classId, input: { student_ids: [...selected.keys()] } });
      toast.success(t("{{count}} students added to {{class}}.", { count: selected.size, class: className }));
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t("Could not add the students. Please try again.")));
    }
  };

  return (
    <div className="grid gap-4">
      <FormField label={t("Search students")} hint={t("Students already in the class stay as they are.")}>
        <Input
          type="search"
          placeholder={t("Name or username")}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setOffset(0);
          }}
        />
      </FormField>

      {students.isPending ? (
        <LoadingState label={t("Loading students")} />
      ) : students.isError ? (
        <ErrorState error={students.error} title={t("Could not load the students")} />
      ) : students.data.results.length === 0 ? (
        <EmptyState>{search ? t("No students match this search.") : t("Your school has no active students yet.")}</EmptyState>
      ) : (
        <fieldset className="grid gap-3" aria-busy={students.isFetching}>
          <legend className="sr-only">{t("Students")}</legend>
          <ul className="grid max-h-72 gap-2 overflow-y-auto rounded-lg border border-line-muted p-3">
            {students.data.results.map((s) => (
              <li key={s.id}>
                <CheckboxField
                  label={
                    <>
                      {fullName(s)} <span className="text-ink-muted">({s.username})</span>
                    </>
                  }
                  checked={selected.has(s.id)}
                  disabled={full && !selected.has(s.id)}
                  onChange={(e) => toggle(s, e.target.checked)}
                />
              </li>
            ))}
          </ul>
          <Pagination label={t("Student pages")} count={students.data.count} limit={PICKER_PAGE} offset={offset} onOffsetChange={setOffset} />
        </fieldset>
      )}

      {selected.size > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium" aria-live="polite">
            {full ? t("{{count}} selected (at most {{max}} at a time)", { count: selected.size, max: MAX_ROSTER_IDS }) : t("{{count}} selected", { count: selected.size })}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={t("Selected students")}>
            {[...selected.values()].map((s) => (
              <li key={s.id} className="flex items-center gap-1 rounded-full bg-primary-light py-0.5 pe-1 ps-3 text-sm text-primary-dark">
                {fullName(s)}
                <button type="button" className="rounded-full p-1 hover:bg-surface" aria-label={t("Unselect {{name}}", { name: fullName(s) })} onClick={() => toggle(s, false)}>
                  <X className="size-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t("Cancel")}
        </Button>
        <Button onClick={() => void submit()} disabled={selected.size === 0 || add.isPending}>
          {add.isPending ? t("Adding…") : selected.size === 0 ? t("Add students") : t("Add {{count}} students", { count: selected.size })}
        </Button>
      </div>
    </div>
  );
}
