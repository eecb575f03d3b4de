import { useState } from "react";
import { Plus } from "lucide-react";
import type { AdminMode } from "@contracts/school-admin";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useSchoolModes } from "@/features/school-admin/api/get-modes";
import { DeleteSchoolModeDialog } from "@/features/school-admin/components/delete-mode-dialog";
import { SchoolModeDialog } from "@/features/school-admin/components/mode-dialog";
import { SchoolModesTable } from "@/features/school-admin/components/modes-table";

/** /admin/school-modes: the school's switchboard modes: add, edit, delete. */
export default function SchoolModesPage() {
  const modes = useSchoolModes();
  const [editing, setEditing] = useState<{ mode?: AdminMode } | null>(null);
  const [deleting, setDeleting] = useState<AdminMode | null>(null);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Modes"
        description="The modes your users pick from in the switchboard. Locked modes appear blurred; inactive ones are hidden."
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden /> Add mode
          </Button>
        }
      />
      {modes.isPending ? (
        <LoadingState label="Loading modes" />
      ) : modes.isError ? (
        <ErrorState error={modes.error} title="Could not load the modes" />
      ) : modes.data.length === 0 ? (
        <EmptyState>No modes yet. Add the first one.</EmptyState>
      ) : (
        <SchoolModesTable modes={modes.data} onEdit={(mode) => setEditing({ mode })} onDelete={setDeleting} />
      )}
      <SchoolModeDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} mode={editing?.mode} />
      <DeleteSchoolModeDialog mode={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
