import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessage } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const EXAMPLE_HEX = "#1d4ed8";
const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;

/** A colour as the native picker needs it (#rrggbb), or null when the text is not a hex colour. */
export function pickerHex(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (HEX6.test(v)) return v.toLowerCase();
  if (HEX3.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return null;
}

/** A hex text input with a native colour picker beside it; both edit the same value. */
export function ColorField({ label, value, onChange, onBlur, fallback, error, required }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown in the picker while the field is empty (the colour the site would use). */
  fallback: string;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("{{label}} picker", { label })}
          value={pickerHex(value) ?? fallback}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-line-muted bg-surface p-1"
        />
        <Input
          id={id}
          value={value}
          placeholder={required ? EXAMPLE_HEX : t("Default {{colour}}", { colour: fallback })}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          // A hex code reads left to right in every language ("#e5e7eb", not "e5e7eb#" on an Arabic page).
          dir="ltr"
          className="font-mono"
        />
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
