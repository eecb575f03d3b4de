import { useState } from "react";
import { Plus } from "lucide-react";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { DeleteModeDialog } from "@/components/modes/delete-mode-dialog";
import { ModeDialog } from "@/components/modes/mode-dialog";
import { ModesTable } from "@/components/modes/modes-table";
import { useCreateMode } from "@/features/identity/admin-panel/api/create-mode";
import { useDeleteMode } from "@/features/identity/admin-panel/api/delete-mode";
import { useModes } from "@/features/identity/admin-panel/api/get-modes";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { useUpdateMode } from "@/features/identity/admin-panel/api/update-mode";
import { TenantOptions } from "@/features/identity/admin-panel/components/tenant-options";

const ORDER_WORDING = { orderLabel: "Order", orderEditHint: "" };

/** A school's switchboard modes: choose the school, then add, edit or delete its modes. */
export default function ModesPage() {
  const { get, update: updateParams } = useListParams();
  const tenantId = get("tenant");
  const tenants = useTenantOptions();
  const modes = useModes(tenantId);
  const create = useCreateMode();
  const update = useUpdateMode();
  const remove = useDeleteMode();
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
          <Select value={tenantId} onChange={(e) => updateParams({ tenant: e.target.value })}>
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

      <ModeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        mode={editing?.mode}
        description={schoolName}
        saving={{ create, update, newModeFields: { tenant: tenantId } }}
        wording={ORDER_WORDING}
      />
      <DeleteModeDialog mode={deleting} onClose={() => setDeleting(null)} deleting={remove} />
    </div>
  );
}
