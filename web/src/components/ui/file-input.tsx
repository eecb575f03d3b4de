import { forwardRef, useId, useImperativeHandle, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { buttonVariants } from "./button-variants";

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  /** The button's words when "Choose a file" is not the right ones (e.g. "Replace file"). */
  buttonLabel?: string;
  /** Shown beside the button instead of the picked file's name, e.g. the file already stored, as a link. */
  status?: ReactNode;
};

/**
 * A file picker that speaks the interface's language. The browser's own control says "Choose
 * File / No file chosen" in the browser's language, whatever the reader chose here (a pupil who
 * reads the site in Arabic got English). The real input stays in the page (visually hidden, still
 * focusable and labelled: FormField's id and aria props reach it; Enter or Space opens the
 * picker), beside a button that opens it and the chosen file's name.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(({ id, className, onChange, disabled, buttonLabel, status, ...props }, ref) => {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      <input
        {...props}
        ref={input}
        id={inputId}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          setPicked(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      {/* For the pointer only: keyboard and screen-reader users are on the input itself. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary")}
      >
        {buttonLabel ?? t("Choose a file")}
      </button>
      {status ?? (
        <span className="min-w-0 truncate text-sm text-ink-muted" dir="auto" aria-hidden>
          {picked ?? t("No file chosen")}
        </span>
      )}
    </div>
  );
});
FileInput.displayName = "FileInput";
