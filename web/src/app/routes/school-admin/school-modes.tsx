import { useState } from "react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminMode } from "@contracts/school-admin";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { DeleteModeDialog } from "@/components/modes/delete-mode-dialog";
import { ModeDialog } from "@/components/modes/mode-dialog";
import { ModesTable } from "@/components/modes/modes-table";
import { useCreateSchoolMode } from "@/features/identity/school-admin/api/create-mode";
import { useDeleteSchoolMode } from "@/features/identity/school-admin/api/delete-mode";
import { useSchoolModes } from "@/features/identity/school-admin/api/get-modes";
import { useUpdateSchoolMode } from "@/features/identity/school-admin/api/update-mode";

/** /admin/school-modes: the school's switchboard modes: add, edit, delete. */
export default function SchoolModesPage() {
  const { t } = useTranslation();
  const modes = useSchoolModes();
  const create = useCreateSchoolMode();
  const update = useUpdateSchoolMode();
  const remove = useDeleteSchoolMode();
  const [editing, setEditing] = useState<{ mode?: AdminMode } | null>(null);
  const [deleting, setDeleting] = useState<AdminMode | null>(null);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Modes")}
        description={t("The modes your users pick from in the switchboard. Locked modes appear blurred; inactive ones are hidden.")}
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden /> {t("Add mode")}
          </Button>
        }
      />
      {modes.isPending ? (
        <LoadingState label={t("Loading modes")} />
      ) : modes.isError ? (
        <ErrorState error={modes.error} title={t("Could not load the modes")} />
      ) : modes.data.length === 0 ? (
        <EmptyState>{t("No modes yet. Add the first one.")}</EmptyState>
      ) : (
        <ModesTable modes={modes.data} onEdit={(mode) => setEditing({ mode })} onDelete={setDeleting} />
      )}
      <ModeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        mode={editing?.mode}
        description={t("Modes appear in the switchboard's “Change Modes” picker.")}
        saving={{ create, update }}
      />
      <DeleteModeDialog mode={deleting} onClose={() => setDeleting(null)} deleting={remove} removedFrom={t("the switchboard")} />
    </div>
  );
}
