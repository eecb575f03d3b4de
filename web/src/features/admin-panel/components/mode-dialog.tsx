import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { MODE_STATUSES, type AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useCreateMode } from "../api/create-mode";
import { useUpdateMode } from "../api/update-mode";
import { applyFieldErrors, changedKeys, toFormData } from "../lib/form-data";
import { ImageField } from "./image-field";
import { MODE_FORM_FIELDS, modeFormDefaults, modeFormSchema, type ModeFormInput, type ModeFormOutput } from "./mode-form-schema";

export const MODE_SAVED_MESSAGES = {
  created: "Mode added successfully!",
  updated: "Mode updated successfully!",
  failed: "Error saving mode. Please try again.",
} as const;

/** Add a mode to `tenantId` (no `mode`) or edit one; an edit sends only the fields that changed. */
export function ModeDialog({ open, onOpenChange, tenantId, schoolName, mode }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenantId: string;
  schoolName: string;
  mode?: AdminMode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={mode ? `Edit ${mode.name}` : "Add mode"} description={schoolName}>
      {/* Mounted only while open, so each opening starts from the mode's current values. */}
      {open ? <ModeForm key={mode?.id ?? "new"} tenantId={tenantId} mode={mode} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ModeForm({ tenantId, mode, onDone }: { tenantId: string; mode?: AdminMode; onDone: () => void }) {
  const { register, control, handleSubmit, setError, trigger, formState } = useForm<ModeFormInput, unknown, ModeFormOutput>({
    resolver: zodResolver(modeFormSchema),
    defaultValues: modeFormDefaults(mode),
  });
  const { errors, isSubmitting } = formState;
  const create = useCreateMode();
  const update = useUpdateMode();

  const onSubmit = async ({ image, ...values }: ModeFormOutput) => {
    try {
      if (mode) {
        const fields: Record<string, string | number | boolean | File | undefined> = {};
        for (const key of changedKeys(values, mode)) fields[key] = values[key];
        if (image) fields.image = image;
        if (Object.keys(fields).length > 0) {
          await update.mutateAsync({ id: mode.id, form: toFormData(fields) });
          toast.success(MODE_SAVED_MESSAGES.updated);
        }
      } else {
        await create.mutateAsync(toFormData({ tenant: tenantId, ...values, image: image ?? undefined }));
        toast.success(MODE_SAVED_MESSAGES.created);
      }
      onDone();
    } catch (err) {
      applyFieldErrors(err, setError, MODE_FORM_FIELDS);
      toast.error(MODE_SAVED_MESSAGES.failed, { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <div className="grid gap-4 xs:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <Select {...register("status")}>
            {MODE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "ACTIVE" ? "Active" : "Inactive"}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Order" error={errors.sort_order?.message} hint={mode ? undefined : "Optional. Empty puts it last."}>
          <Input type="number" inputMode="numeric" min={0} max={10000} step={1} {...register("sort_order")} />
        </FormField>
      </div>
      <div className="grid gap-2">
        <CheckboxField label="Active (shown in the switchboard)" error={errors.active?.message} {...register("active")} />
        <CheckboxField label="Locked (shown blurred, cannot be picked)" error={errors.locked?.message} {...register("locked")} />
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label="Image"
            value={field.value as File | null}
            currentUrl={mode?.image}
            error={fieldState.error?.message}
            onChange={(file) => {
              field.onChange(file);
              void trigger("image");
            }}
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : mode ? "Save changes" : "Add mode"}
        </Button>
      </div>
    </form>
  );
}
