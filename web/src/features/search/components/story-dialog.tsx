import { useTranslation } from "react-i18next";
import type { StoryHit } from "@contracts/combined-search";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { PROSE } from "@/lib/prose";
import { contentLang } from "@/lib/content-lang";
import { useStory } from "@/features/library/stories/api/get-story";
import { isolate } from "@/features/library/stories/lib/bidi";


/** The author as the API presents them: a pupil outside their school is a first name and an initial ("Grace R."). */
const authorName = (story: Pick<StoryHit, "author">) => `${story.author.first_name} ${story.author.last_name}`.trim();

/** A story chosen in the search opens here to be read (stories have no page of their own yet). */
export function StoryDialog({ story, onClose }: { story: StoryHit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const full = useStory(story?.id ?? null);
  if (!story) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={<bdi {...contentLang(story.language)}>{story.title}</bdi>} description={t("by {{name}}", { name: isolate(authorName(story)) })}>
      {full.isPending ? (
        <LoadingState label={t("Loading the story")} />
      ) : full.isError ? (
        <ErrorState error={full.error} title={t("Could not open this story")} />
      ) : (
        // The worker stores story bodies already sanitised (allow-listed tags and attributes only).
        <div className={`break-words ${PROSE}`} {...contentLang(full.data.language)} dangerouslySetInnerHTML={{ __html: full.data.body_html }} />
      )}
    </Dialog>
  );
}
