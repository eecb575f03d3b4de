import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import type { StoryOut } from "@contracts/stories";
import { rejectSchema, type RejectInput } from "@contracts/book-moderation";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useRejectStory } from "../api/reject-story";
import { isolate } from "../lib/bidi";
import { authorFullName } from "./story-review-queue-item";

/** Send a story waiting for review back to its author; the reason is required and shown to them. `onSent` follows a sending back (then `onClose`). */
export function RejectStoryDialog({ story, onClose, onSent }: { story: StoryOut | null; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Send the story back")}
      description={story ? t("Tell {{name}} what to change in “{{title}}”. They will read your reason when they open the story.", { name: isolate(authorFullName(story)), title: isolate(story.title) }) : undefined}
    >
      {story ? <RejectForm key={story.id} story={story} onClose={onClose} onSent={onSent} /> : null}
    </Dialog>
  );
}

function RejectForm({ story, onClose, onSent }: { story: StoryOut; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectStory();
  const { register, handleSubmit, setError, formState } = useForm<RejectInput>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: "" } });

  const submit = async ({ reason }: RejectInput) => {
    try {
      await reject.mutateAsync({ id: story.id, reason });
      toast.success(t("“{{title}}” was sent back to its author.", { title: isolate(story.title) }));
      onSent?.();
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, oneOf(["reason"]))) toast.error(errorMessage(err, t("Could not send the story back. Please try again.")));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label={t("Reason")} error={formState.errors.reason?.message} hint={t("At most 500 characters.")}>
        <textarea rows={4} dir="auto" className={TEXTAREA_CLASS} {...register("reason")} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {reject.isPending ? t("Sending back…") : t("Send back")}
        </Button>
      </div>
    </form>
  );
}
