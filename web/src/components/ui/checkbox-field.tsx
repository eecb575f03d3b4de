import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Checkbox } from "./checkbox";
import { FieldMessage } from "./field-message";
import { Label } from "./label";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> {
  label: ReactNode;
  /** A line under the label saying more (described to screen readers with the checkbox). */
  hint?: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its message announced, the checkbox twin of FormField. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(({ label, hint, error, ...props }, ref) => {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2">
        <Checkbox ref={ref} id={id} className="mt-0.5" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
        <div className="grid gap-1">
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
          {hint ? (
            <p id={hintId} className="text-sm text-ink-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
});
CheckboxField.displayName = "CheckboxField";
