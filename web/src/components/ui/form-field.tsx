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

/**
 * Label + control + message, wired for screen readers. Its rows keep to the top (content-start):
 * beside a field whose hint wraps to more lines, a grid row stretches the shorter field, and the
 * stretch went into its label's row, so its control sat lower than its neighbours' (~7 px on the
 * school dashboard's Country).
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid content-start gap-1.5">
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
