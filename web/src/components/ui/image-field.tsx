import { useTranslation } from "react-i18next";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path, type UseFormTrigger } from "react-hook-form";
import { ImageIcon } from "lucide-react";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/image-file";
import { useObjectUrl } from "@/lib/use-object-url";
import { FieldMessage } from "./field-message";
import { Label } from "./label";
import { FileInput } from "./file-input";

/** An optional image upload with a preview of the picked file (or of the current image). */
export function ImageField({ label, value, currentUrl, onChange, error, hint }: {
  label: string;
  value: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const picked = useObjectUrl(value && !imageFileProblem(value) ? value : null);
  const preview = picked ?? currentUrl ?? null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line-muted bg-surface-alt">
          {preview ? <img src={preview} alt={t("{{label}} preview", { label })} className="size-full object-cover" /> : <ImageIcon className="size-6 text-ink-muted" aria-hidden />}
        </div>
        <FileInput
          id={id}
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="w-full"
        />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint ?? t("PNG, JPEG or WebP, up to 2 MB.")} />
    </div>
  );
}

/** ImageField bound to a react-hook-form field; a picked file is checked at once, not on submit. */
export function ControlledImageField<T extends FieldValues, C, O>({ control, trigger, name, label, currentUrl }: {
  control: Control<T, C, O>;
  trigger: UseFormTrigger<T>;
  name: Path<T>;
  label: string;
  currentUrl?: string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={field.value as File | null}
          currentUrl={currentUrl}
          error={fieldState.error?.message}
          onChange={(file) => {
            field.onChange(file);
            void trigger(name);
          }}
        />
      )}
    />
  );
}
