import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { MODE_STATUSES, type AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { ImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useCreateSchoolMode } from "../api/create-mode";
import { useUpdateSchoolMode } from "../api/update-mode";
import { MODE_FORM_FIELDS, modeFormDefaults, modeFormSchema, type ModeFormInput, type ModeFormOutput } from "./mode-form-schema";

export const MODE_SAVED_MESSAGES = {
  created: "Mode added successfully!",
  updated: "Mode updated successfully!",
  failed: "Error saving mode. Please try again.",
} as const;

/** Add a mode (no `mode`) or edit one; an edit sends only the fields that changed. */
export function SchoolModeDialog({ open, onOpenChange, mode }: { open: boolean; onOpenChange: (open: boolean) => void; mode?: AdminMode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={mode ? `Edit ${mode.name}` : "Add mode"} description="Modes appear in the switchboard's “Change Modes” picker.">
      {/* Mounted only while open, so each opening starts from the mode's current values. */}
      {open ? <ModeForm key={mode?.id ?? "new"} mode={mode} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ModeForm({ mode, onDone }: { mode?: AdminMode; onDone: () => void }) {
  const { register, control, handleSubmit, setError, trigger, formState } = useForm<ModeFormInput, unknown, ModeFormOutput>({
    resolver: zodResolver(modeFormSchema),
    defaultValues: modeFormDefaults(mode),
  });
  const { errors, isSubmitting } = formState;
  const create = useCreateSchoolMode();
  const update = useUpdateSchoolMode();

  const onSubmit = async ({ image, ...values }: ModeFormOutput) => {
    try {
      if (mode) {
        const fields: Record<string, string | number | boolean | File | undefined> = {};
        for (const key of changedKeys(values, mode)) if (values[key] !== undefined) fields[key] = values[key];
        if (image) fields.image = image;
        if (Object.keys(fields).length > 0) {
          await update.mutateAsync({ id: mode.id, form: toFormData(fields) });
          toast.success(MODE_SAVED_MESSAGES.updated);
        }
      } else {
        await create.mutateAsync(toFormData({ ...values, image: image ?? undefined }));
        toast.success(MODE_SAVED_MESSAGES.created);
      }
      onDone();
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(MODE_FORM_FIELDS));
      toast.error(MODE_SAVED_MESSAGES.failed, { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <div className="grid grid-cols-1 items-start gap-4 xs:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <Select {...register("status")}>
            {MODE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "ACTIVE" ? "Active" : "Inactive"}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Sort order" error={errors.sort_order?.message} hint={mode ? "Lower numbers come first." : "Optional. Empty puts it last."}>
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
