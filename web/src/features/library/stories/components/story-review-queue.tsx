import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoryCardOut } from "@contracts/stories";
import { PagedResults } from "@/components/lists/paged-results";
import { STORY_REVIEW_PAGE_SIZE, useStoriesToReview } from "../api/get-stories-to-review";
import { useApproveStoryAnnounced } from "../hooks/use-approve-story-announced";
import { RejectStoryDialog } from "./reject-story-dialog";
import { StoryReviewQueueItem } from "./story-review-queue-item";

/**
 * The stories waiting for the caller's review, newest first: a teacher's pupils', or the whole
 * school's for its admins (the API decides). Approve publishes; Reject asks for the reason the
 * author will read. Cards rather than a table, so it reads the same on a phone.
 */
export function StoryReviewQueue({ offset, onOffsetChange }: { offset: number; onOffsetChange: (offset: number) => void }) {
  const { t } = useTranslation();
  const stories = useStoriesToReview(offset);
  const { approve, pendingId } = useApproveStoryAnnounced();
  const [rejecting, setRejecting] = useState<StoryCardOut | null>(null);

  return (
    <>
      <PagedResults
        query={stories}
        loadingLabel={t("Loading the stories to review")}
        errorTitle={t("Could not load the stories to review")}
        empty={t("No stories are waiting for review.")}
        pagesLabel={t("Stories to review pages")}
        limit={STORY_REVIEW_PAGE_SIZE}
        offset={offset}
        onOffsetChange={onOffsetChange}
      >
        {(results) => (
          <ul aria-label={t("Stories to review")} className="grid gap-3">
            {results.map((story) => (
              <StoryReviewQueueItem key={story.id} story={story} busy={pendingId === story.id} onApprove={(s) => void approve(s)} onReject={setRejecting} />
            ))}
          </ul>
        )}
      </PagedResults>
      <RejectStoryDialog story={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
