import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { StoryOut } from "@contracts/stories";
import { errorMessage } from "@/lib/api-client";
import { imageFileProblem } from "@/lib/image-file";
import { Button } from "@/components/ui/button";
import { ImageField } from "@/components/ui/image-field";
import { useStoryCover } from "../api/story-cover";

/** A story's cover picture: uploaded as soon as it is picked (checked first), replaceable, removable. */
export function StoryCoverField({ story, onChange }: { story: StoryOut; onChange?: (story: StoryOut) => void }) {
  const { t } = useTranslation();
  const { upload, remove } = useStoryCover(story.id);
  const [cover, setCover] = useState<string | null>(story.cover);
  const [error, setError] = useState<string | undefined>();
  const busy = upload.isPending || remove.isPending;

  const saved = (out: StoryOut, message: string) => {
    setCover(out.cover);
    onChange?.(out);
    toast.success(message);
  };

  const pick = async (file: File | null) => {
    setError(undefined);
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    try {
      saved(await upload.mutateAsync(file), t("Cover saved."));
    } catch (err) {
      setError(errorMessage(err, t("Could not upload the cover. Please try again.")));
    }
  };

  const clear = async () => {
    try {
      saved(await remove.mutateAsync(), t("Cover removed."));
    } catch (err) {
      setError(errorMessage(err, t("Could not remove the cover. Please try again.")));
    }
  };

  return (
    <div className="grid gap-2">
      <ImageField label={t("Cover picture (optional)")} value={null} currentUrl={cover} onChange={(file) => void pick(file)} error={error} />
      {cover ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={busy} onClick={() => void clear()}>
          {t("Remove cover")}
        </Button>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm text-ink-muted">
          {t("Saving the cover…")}
        </p>
      ) : null}
    </div>
  );
}
