import type { StoryHit } from "@contracts/combined-search";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useStory } from "../api/get-story";

const PROSE =
  "text-base leading-relaxed break-words text-ink [&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_a]:text-primary-dark [&_a]:underline [&_img]:max-w-full [&_img]:rounded-md";

/** A story chosen in the search opens here to be read (stories have no page of their own yet). */
export function StoryDialog({ story, onClose }: { story: StoryHit | null; onClose: () => void }) {
  const full = useStory(story?.id ?? null);
  if (!story) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={story.title} description={`by ${story.author.first_name} ${story.author.last_name}`.trim()}>
      {full.isPending ? (
        <LoadingState label="Loading the story" />
      ) : full.isError ? (
        <ErrorState error={full.error} title="Could not open this story" />
      ) : (
        // The worker stores story bodies already sanitised (allow-listed tags and attributes only).
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: full.data.body_html }} />
      )}
    </Dialog>
  );
}
