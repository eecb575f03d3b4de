import { useState } from "react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { msg } from "@/lib/i18n";
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

const ORDER_LABEL = msg("Order");

/** A school's switchboard modes: choose the school, then add, edit or delete its modes. */
export default function ModesPage() {
  const { t } = useTranslation();
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
  const schoolName = school?.school_name ?? t("This school");

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Modes")}
        description={t("The switchboard modes each school offers. Locked modes appear blurred; inactive ones are hidden.")}
        actions={
          <Button onClick={() => setEditing({})} disabled={!tenantId}>
            <Plus aria-hidden /> {t("Add mode")}
          </Button>
        }
      />

      <div className="rounded-lg border border-line-muted bg-surface p-4 md:max-w-md">
        <FormField
          label={t("School")}
          hint={tenants.isPending ? t("Loading schools…") : tenants.isError ? t("Schools could not be loaded: {{error}}", { error: errorMessage(tenants.error) }) : school && !school.switchboard ? t("This school has the switchboard turned off.") : undefined}
        >
          <Select value={tenantId} onChange={(e) => updateParams({ tenant: e.target.value })}>
            <option value="">{t("Choose a school")}</option>
            <TenantOptions tenants={tenants.data} current={tenantId || null} />
          </Select>
        </FormField>
      </div>

      {!tenantId ? (
        <EmptyState>{t("Choose a school to see its modes.")}</EmptyState>
      ) : modes.isPending ? (
        <LoadingState label={t("Loading modes")} />
      ) : modes.isError ? (
        <ErrorState error={modes.error} title={t("Could not load the modes")} />
      ) : modes.data.length === 0 ? (
        <EmptyState>{t("{{school}} has no modes yet.", { school: schoolName })}</EmptyState>
      ) : (
        <ModesTable modes={modes.data} onEdit={(mode) => setEditing({ mode })} onDelete={setDeleting} />
      )}

      <ModeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        mode={editing?.mode}
        description={schoolName}
        saving={{ create, update, newModeFields: { tenant: tenantId } }}
        wording={{ orderLabel: t(ORDER_LABEL), orderEditHint: "" }}
      />
      <DeleteModeDialog mode={deleting} onClose={() => setDeleting(null)} deleting={remove} />
    </div>
  );
}
