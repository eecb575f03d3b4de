import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LEARNING_MULTIPART, LEARNING_UPLOAD_LIMITS, type MediaKind, type MediaOut } from "@contracts/learning";
import { errorMessage } from "@/lib/api-client";
import { formatPercent } from "@/lib/format";
import { FileInput } from "@/components/ui/file-input";
import { Progress } from "@/components/ui/progress";
import { uploadMedia } from "../../api/course-editor";

const ACCEPT: Record<MediaKind, string> = {
  video: "video/mp4,video/webm",
  poster: "image/png,image/jpeg,image/webp",
  image: "image/png,image/jpeg,image/webp",
  cover: "image/png,image/jpeg,image/webp",
  captions: ".vtt,text/vtt",
  resource: ".pdf,.zip,image/png,image/jpeg",
  program: ".pdf,.zip",
};

/**
 * Uploads one file of a kind to the course (or, with `courseId` null, a film's file), with progress and the limit stated; a file over the
 * limit is refused before it is sent. `current` names the file in place.
 */
export function MediaUpload({ courseId, kind, label, current, onUploaded }: { courseId: string | null; kind: MediaKind; label: string; current?: Pick<MediaOut, "url" | "name"> | null; onUploaded: (media: MediaOut) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limit = LEARNING_UPLOAD_LIMITS[kind];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > limit.maxBytes) {
      setError(t("This file is too large: {{limit}}.", { limit: t(limit.label) }));
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadMedia(courseId, kind, file, setProgress));
    } catch (err) {
      setError(errorMessage(err, // A failed upload throws its reason as a message key (api/course-editor.ts).
        err instanceof Error ? t(err.message) : t("The upload failed. Please try again.")));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {/* The stored file, not the one picked: once sent, the picker is emptied for the next. */}
      <FileInput
        ref={input}
        id={id}
        accept={ACCEPT[kind]}
        disabled={progress !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
        buttonLabel={current ? t("Replace file") : undefined}
        className="flex-wrap"
        status={
          current ? (
            <a href={current.url} className="min-w-0 truncate text-sm text-primary-dark underline" dir="auto" target="_blank" rel="noreferrer">
              {current.name}
            </a>
          ) : (
            <span className="text-sm text-ink-muted">{t("No file yet")}</span>
          )
        }
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {limit.maxBytes > LEARNING_MULTIPART.singleMaxBytes
          ? t("{{limit}}. A file over 95 MB goes up in parts: if the connection drops, choose the same file again to carry on where it stopped.", { limit: t(limit.label) })
          : t(limit.label)}
      </p>
      {progress !== null ? <Progress value={progress * 100} label={t("Uploading: {{percent}}", { percent: formatPercent(progress) })} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
