import { useTranslation } from "react-i18next";
import type { StoryOut } from "@contracts/stories";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useApproveStory } from "../api/approve-story";
import { isolate } from "@/lib/bidi";

/** Approving a story with its outcome said in a toast (the review queue and the story's page). */
export function useApproveStoryAnnounced() {
  const { t } = useTranslation();
  const approve = useApproveStory();
  const run = async (story: Pick<StoryOut, "id" | "title">) => {
    try {
      await approve.mutateAsync(story.id);
      toast.success(t("“{{title}}” was approved and published.", { title: isolate(story.title) }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not approve the story. Please try again.")));
    }
  };
  return { approve: run, pendingId: approve.isPending ? approve.variables : undefined };
}
