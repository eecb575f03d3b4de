import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { Checkbox } from "./checkbox";
import { FieldMessage } from "./field-message";
import { Label } from "./label";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its message announced, the checkbox twin of FormField. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(({ label, error, ...props }, ref) => {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2">
        <Checkbox ref={ref} id={id} className="mt-0.5" aria-invalid={error ? true : undefined} aria-describedby={error ? messageId : undefined} {...props} />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
});
CheckboxField.displayName = "CheckboxField";
