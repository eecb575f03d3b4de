import { Link } from "react-router";
import { PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useMyStories } from "../api/get-my-stories";
import { StoryStatusBadge } from "./story-status-badge";

/** The author's stories to choose one to edit (/storyedit without a story). */
export function MyStoriesList({ authorId }: { authorId: string }) {
  const stories = useMyStories(authorId);
  if (stories.isPending) return <LoadingState label="Loading your stories…" />;
  if (stories.isError) return <ErrorState error={stories.error} title="Your stories could not be loaded" />;
  if (stories.data.results.length === 0)
    return (
      <EmptyState>
        <p>You have not written any stories yet.</p>
        <Button asChild size="sm">
          <Link to={paths.uploadBlog}>
            <PenLine aria-hidden /> Write a story
          </Link>
        </Button>
      </EmptyState>
    );
  return (
    <ul aria-label="Your stories" className="grid gap-2">
      {stories.data.results.map((story) => (
        <li key={story.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line-muted bg-surface p-3">
          <div className="grid min-w-0 gap-1">
            <Link to={paths.storyEdit(story.slug)} className="font-semibold break-words text-ink underline-offset-4 hover:underline">
              {story.title}
            </Link>
            <span className="text-xs text-ink-muted">Last changed {new Date(story.updated_at).toLocaleDateString()}</span>
          </div>
          <StoryStatusBadge story={story} />
        </li>
      ))}
    </ul>
  );
}
