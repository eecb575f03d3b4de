import { useState } from "react";
import { Archive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SearchField } from "@/components/lists/list-filters";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSchoolUsers } from "@/features/identity/school-admin/api/get-users";
import { fullName } from "@/features/identity/school-admin/lib/labels";
import { useArchiveStudents } from "../api/archived-students";

/** Find active students and archive one or many (end of year, leavers). */
export function ArchiveStudentsPanel() {
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const students = useSchoolUsers({ role: "student", archived: false, search, limit: 20 });
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
      toast.success(archived === 1 ? `${[...selected.values()][0]} was archived.` : `${archived} students were archived.`);
      setSelected(new Map());
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err, "Could not archive. Please try again."));
    }
  };

  return (
    <section aria-labelledby="archive-title" className="grid gap-3 rounded-lg border border-line-muted bg-surface p-4">
      <h2 id="archive-title" className="text-lg font-semibold text-ink">
        Archive students
      </h2>
      <p className="text-sm text-ink-muted">Archived students cannot sign in and leave their class lists. Their books, stories and certificates stay, and you can restore them.</p>
      <div role="search" aria-label="Find students to archive">
        <SearchField label="Find students to archive" placeholder="Name or username" value={search} onCommit={setSearch} />
      </div>
      {students.isPending ? (
        <LoadingState label="Loading students" />
      ) : students.isError ? (
        <ErrorState error={students.error} title="Could not load the students" />
      ) : students.data.results.length === 0 ? (
        <p className="text-sm text-ink-muted">{search ? "No active student matches this search." : "No active students."}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">Students to archive</legend>
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
          {students.data.count > students.data.results.length ? <p className="text-xs text-ink-muted">Showing 20 of {students.data.count}; search to find others.</p> : null}
        </fieldset>
      )}
      <div>
        <Button variant="danger" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <Archive aria-hidden /> Archive selected ({selected.size})
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={selected.size === 1 ? `Archive ${[...selected.values()][0]}?` : `Archive ${selected.size} students?`}
        description="They are signed out everywhere at once, cannot sign in, and leave their classes until restored. Their work stays."
        confirmLabel="Archive"
        pendingLabel="Archiving…"
        pending={archive.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
