import { useId, type ReactElement, cloneElement } from "react";
import { FieldMessage } from "./field-message";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label + control + message, wired for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error || hint ? messageId : undefined,
      })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
