import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { StoryOut } from "@contracts/stories";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useApproveStory } from "../api/approve-story";
import { isolate } from "../lib/bidi";
import { RejectStoryDialog } from "./reject-story-dialog";

/**
 * Approve or send back a story waiting for review, from the story's own page (the queue's Read
 * link lands here). Shown to those who may review it — the API decides whom; once sent back the
 * reviewer no longer sees the story, so they go back to where the queue is.
 */
export function StoryReviewActions({ story, queue }: { story: StoryOut; queue: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approve = useApproveStory();
  const [rejecting, setRejecting] = useState(false);

  const onApprove = async () => {
    try {
      await approve.mutateAsync(story.id);
      toast.success(t("“{{title}}” was approved and published.", { title: isolate(story.title) }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not approve the story. Please try again.")));
    }
  };

  return (
    <section aria-label={t("Review this story")} className="flex flex-wrap items-center gap-3 rounded-lg border border-line-muted bg-surface-alt p-3">
      <p className="text-sm text-ink">{t("This story is waiting for your review.")}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={approve.isPending} onClick={() => void onApprove()}>
          {t("Approve")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          {t("Reject")}
        </Button>
      </div>
      {/* Sent back, the story is no longer the reviewer's to see: on to the queue. */}
      <RejectStoryDialog story={rejecting ? story : null} onClose={() => setRejecting(false)} onSent={() => void navigate(queue)} />
    </section>
  );
}
