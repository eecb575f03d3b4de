import { useId } from "react";
import { ImageIcon } from "lucide-react";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/image-file";
import { useObjectUrl } from "@/lib/use-object-url";
import { Label } from "./label";

/** An optional image upload with a preview of the picked file (or of the current image). */
export function ImageField({ label, value, currentUrl, onChange, error, hint = "PNG, JPEG or WebP, up to 2 MB." }: {
  label: string;
  value: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const picked = useObjectUrl(value && !imageFileProblem(value) ? value : null);
  const preview = picked ?? currentUrl ?? null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line-muted bg-surface-alt">
          {preview ? <img src={preview} alt={`${label} preview`} className="size-full object-cover" /> : <ImageIcon className="size-6 text-ink-muted" aria-hidden />}
        </div>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-line-muted file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
