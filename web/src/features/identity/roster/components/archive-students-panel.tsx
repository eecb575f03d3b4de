import { useState } from "react";
import { Archive } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SearchField } from "@/components/lists/list-filters";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { useSchoolUsers } from "@/features/identity/school-admin/api/get-users";
import { fullName } from "@/features/identity/school-admin/lib/labels";
import { useArchiveStudents } from "../api/archived-students";

const SHOWN = 20;

/** Find active students and archive one or many (end of year, leavers). */
export function ArchiveStudentsPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const students = useSchoolUsers({ role: "student", archived: false, search, limit: SHOWN });
  const archive = useArchiveStudents();

  const toggle = (id: string, name: string, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });

  const confirm = async () => {
    try {
      const { archived } = await archive.mutateAsync([...selected.keys()]);
      toast.success(archived === 1 ? t("{{name}} was archived.", { name: [...selected.values()][0] }) : t("{{count}} students were archived.", { count: archived }));
      setSelected(new Map());
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not archive. Please try again.")));
    }
  };

  return (
    <section aria-labelledby="archive-title" className="grid gap-3 rounded-lg border border-line-muted bg-surface p-4">
      <h2 id="archive-title" className="text-lg font-semibold text-ink">
        {t("Archive students")}
      </h2>
      <p className="text-sm text-ink-muted">{t("Archived students cannot sign in and leave their class lists. Their books, stories and certificates stay, and you can restore them.")}</p>
      <div role="search" aria-label={t("Find students to archive")}>
        <SearchField label={t("Find students to archive")} placeholder={t("Name or username")} value={search} onCommit={setSearch} />
      </div>
      {students.isPending ? (
        <LoadingState label={t("Loading students")} />
      ) : students.isError ? (
        <ErrorState error={students.error} title={t("Could not load the students")} />
      ) : students.data.results.length === 0 ? (
        <p className="text-sm text-ink-muted">{search ? t("No active student matches this search.") : t("No active students.")}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t("Students to archive")}</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {students.data.results.map((s) => (
              <li key={s.id}>
                <label className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-surface-alt">
                  <Checkbox checked={selected.has(s.id)} onChange={(e) => toggle(s.id, fullName(s), e.target.checked)} />
                  <span className="min-w-0 truncate">
                    {fullName(s)} <span className="font-mono text-xs text-ink-muted">{s.username}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {students.data.count > students.data.results.length ? <p className="text-xs text-ink-muted">{t("Showing {{shown}} of {{total}}; search to find others.", { shown: formatNumber(students.data.results.length), total: formatNumber(students.data.count) })}</p> : null}
        </fieldset>
      )}
      <div>
        <Button variant="danger" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <Archive aria-hidden /> {t("Archive selected ({{count}})", { count: selected.size })}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={selected.size === 1 ? t("Archive {{name}}?", { name: [...selected.values()][0] }) : t("Archive {{count}} students?", { count: selected.size })}
        description={t("They are signed out everywhere at once, cannot sign in, and leave their classes until restored. Their work stays.")}
        confirmLabel={t("Archive")}
        pendingLabel={t("Archiving…")}
        pending={archive.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
