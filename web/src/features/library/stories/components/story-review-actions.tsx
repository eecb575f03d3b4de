import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { StoryOut } from "@contracts/stories";
import { Button } from "@/components/ui/button";
import { useApproveStoryAnnounced } from "../hooks/use-approve-story-announced";
import { RejectStoryDialog } from "./reject-story-dialog";

/**
 * Approve or send back a story waiting for review, from the story's own page (the queue's Read
 * link lands here). Shown to those who may review it — the API decides whom; once sent back the
 * reviewer no longer sees the story, so they go back to where the queue is.
 */
export function StoryReviewActions({ story, queue }: { story: StoryOut; queue: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { approve, pendingId } = useApproveStoryAnnounced();
  const [rejecting, setRejecting] = useState(false);

  return (
    <section aria-label={t("Review this story")} className="flex flex-wrap items-center gap-3 rounded-lg border border-line-muted bg-surface-alt p-3">
      <p className="text-sm text-ink">{t("This story is waiting for your review.")}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pendingId === story.id} onClick={() => void approve(story)}>
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
