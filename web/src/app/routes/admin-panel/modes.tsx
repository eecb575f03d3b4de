import { useState } from "react";
import { Plus } from "lucide-react";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useModes } from "@/features/admin-panel/api/get-modes";
import { useTenantOptions } from "@/features/admin-panel/api/get-tenants";
import { DeleteModeDialog } from "@/features/admin-panel/components/delete-mode-dialog";
import { ModeDialog } from "@/features/admin-panel/components/mode-dialog";
import { ModesTable } from "@/features/admin-panel/components/modes-table";
import { PageHeader } from "@/features/admin-panel/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/features/admin-panel/components/query-states";
import { TenantOptions } from "@/features/admin-panel/components/tenant-options";
import { useListParams } from "@/features/admin-panel/hooks/use-list-params";

/** A school's switchboard modes: choose the school, then add, edit or delete its modes. */
export default function ModesPage() {
  const { get, update } = useListParams();
  const tenantId = get("tenant");
  const tenants = useTenantOptions();
  const modes = useModes(tenantId);
  const [editing, setEditing] = useState<{ mode?: AdminMode } | null>(null);
  const [deleting, setDeleting] = useState<AdminMode | null>(null);
  const school = tenants.data?.find((t) => t.id === tenantId);
  const schoolName = school?.school_name ?? "This school";

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Modes"
        description="The switchboard modes each school offers. Locked modes appear blurred; inactive ones are hidden."
        actions={
          <Button onClick={() => setEditing({})} disabled={!tenantId}>
            <Plus aria-hidden /> Add mode
          </Button>
        }
      />

      <div className="rounded-lg border border-line-muted bg-surface p-4 md:max-w-md">
        <FormField
          label="School"
          hint={tenants.isPending ? "Loading schools…" : tenants.isError ? `Schools could not be loaded: ${errorMessage(tenants.error)}` : school && !school.switchboard ? "This school has the switchboard turned off." : undefined}
        >
          <Select value={tenantId} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">Choose a school</option>
            <TenantOptions tenants={tenants.data} current={tenantId || null} />
          </Select>
        </FormField>
      </div>

      {!tenantId ? (
        <EmptyState>Choose a school to see its modes.</EmptyState>
      ) : modes.isPending ? (
        <LoadingState label="Loading modes" />
      ) : modes.isError ? (
        <ErrorState error={modes.error} title="Could not load the modes" />
      ) : modes.data.length === 0 ? (
        <EmptyState>{schoolName} has no modes yet.</EmptyState>
      ) : (
        <ModesTable modes={modes.data} onEdit={(mode) => setEditing({ mode })} onDelete={setDeleting} />
      )}

      <ModeDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} tenantId={tenantId} schoolName={schoolName} mode={editing?.mode} />
      <DeleteModeDialog mode={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
