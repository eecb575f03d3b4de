import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { MODE_STATUSES, type AdminMode } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { MODE_FORM_FIELDS, modeFormDefaults, modeFormSchema, type ModeFormInput, type ModeFormOutput } from "./mode-form-schema";

export const MODE_SAVED_MESSAGES = {
  created: msg("Mode added successfully!"),
  updated: msg("Mode updated successfully!"),
  failed: msg("Error saving mode. Please try again."),
} as const;

/** What saves a mode: the area's create and update mutations (multipart bodies). */
export interface ModeSaving {
  create: { mutateAsync: (form: FormData) => Promise<unknown> };
  update: { mutateAsync: (input: { id: string; form: FormData }) => Promise<unknown> };
  /** Sent with every new mode besides the form's fields (the admin panel names the school). */
  newModeFields?: Record<string, string>;
}

/** The wording of the order field, which differs between the admin areas. */
export interface ModeOrderWording {
  orderLabel: string;
  /** Under the order field while editing ("" for none). */
  orderEditHint: string;
}

const DEFAULT_ORDER_WORDING: ModeOrderWording = { orderLabel: msg("Sort order"), orderEditHint: msg("Lower numbers come first.") };

/** Add a mode (no `mode`) or edit one; an edit sends only the fields that changed. */
export function ModeDialog({ open, onOpenChange, mode, description, saving, wording = DEFAULT_ORDER_WORDING }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode?: AdminMode;
  /** Under the title: whose modes these are, or what they are for. */
  description: string;
  saving: ModeSaving;
  wording?: ModeOrderWording;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={mode ? t("Edit {{name}}", { name: mode.name }) : t("Add mode")} description={description}>
      {/* Mounted only while open, so each opening starts from the mode's current values. */}
      {open ? <ModeForm key={mode?.id ?? "new"} mode={mode} saving={saving} wording={wording} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ModeForm({ mode, saving, wording, onDone }: { mode?: AdminMode; saving: ModeSaving; wording: ModeOrderWording; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, trigger, formState } = useForm<ModeFormInput, unknown, ModeFormOutput>({
    resolver: zodResolver(modeFormSchema),
    defaultValues: modeFormDefaults(mode),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ image, ...values }: ModeFormOutput) => {
    try {
      if (mode) {
        const fields: Record<string, string | number | boolean | File | undefined> = {};
        // A cleared order is "no change", not a field to send.
        for (const key of changedKeys(values, mode)) if (values[key] !== undefined) fields[key] = values[key];
        if (image) fields.image = image;
        if (Object.keys(fields).length > 0) {
          await saving.update.mutateAsync({ id: mode.id, form: toFormData(fields) });
          toast.success(t(MODE_SAVED_MESSAGES.updated));
        }
      } else {
        await saving.create.mutateAsync(toFormData({ ...saving.newModeFields, ...values, image: image ?? undefined }));
        toast.success(t(MODE_SAVED_MESSAGES.created));
      }
      onDone();
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(MODE_FORM_FIELDS));
      toast.error(t(MODE_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label={t("Name")} error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <div className="grid grid-cols-1 items-start gap-4 xs:grid-cols-2">
        <FormField label={t("Status")} error={errors.status?.message}>
          <Select {...register("status")}>
            {MODE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "ACTIVE" ? t("Active") : t("Inactive")}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t(wording.orderLabel)} error={errors.sort_order?.message} hint={mode ? (wording.orderEditHint ? t(wording.orderEditHint) : "") : t("Optional. Empty puts it last.")}>
          <Input type="number" inputMode="numeric" min={0} max={10000} step={1} {...register("sort_order")} />
        </FormField>
      </div>
      <div className="grid gap-2">
        <CheckboxField label={t("Active (shown in the switchboard)")} error={errors.active?.message} {...register("active")} />
        <CheckboxField label={t("Locked (shown blurred, cannot be picked)")} error={errors.locked?.message} {...register("locked")} />
      </div>
      <ControlledImageField control={control} trigger={trigger} name="image" label={t("Image")} currentUrl={mode?.image} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("Saving…") : mode ? t("Save changes") : t("Add mode")}
        </Button>
      </div>
    </form>
  );
}
