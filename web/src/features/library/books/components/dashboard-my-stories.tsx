import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import type { Page } from "@contracts/common";
import type { StoryOut } from "@contracts/stories";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { DashboardStatus } from "./dashboard-status-badge";

const MY_STORIES_LIMIT = 10;

/** GET /stories/?author=me&status=any: the stories I wrote, in every status. */
const getMyStories = (authorId: string, signal?: AbortSignal) => api.get<Page<StoryOut[]>>("/stories/", { author: authorId, status: "any", limit: MY_STORIES_LIMIT }, signal);

/** Dashboard: "My stories" with their review status; each opens in the story editor. */
export function DashboardMyStories({ userId }: { userId: string }) {
  // The stories feature's key prefix, so its saves refresh this list too.
  const stories = useQuery({ queryKey: ["stories", "mine", userId, "dashboard"], queryFn: ({ signal }) => getMyStories(userId, signal) });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PenLine className="size-5" aria-hidden /> My stories
        </CardTitle>
        <CardDescription>Stories you wrote and where they are in review.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {stories.isPending ? (
          <LoadingState label="Loading your stories…" />
        ) : stories.isError ? (
          <ErrorState error={stories.error} title="Your stories could not be loaded" />
        ) : stories.data.results.length === 0 ? (
          <EmptyState>You have not written any stories yet.</EmptyState>
        ) : (
          <ul aria-label="My stories" className="grid gap-2">
            {stories.data.results.map((story) => (
              <li key={story.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-line-muted p-3">
                <Link to={paths.storyEdit(story.slug)} className="min-w-0 font-semibold break-words text-ink underline-offset-4 hover:underline">
                  {story.title}
                </Link>
                <DashboardStatus status={story.status} reason={story.rejection_reason} />
              </li>
            ))}
          </ul>
        )}
        {stories.data && stories.data.count > MY_STORIES_LIMIT ? (
          <Link to={paths.storyEditList} className="text-sm font-semibold text-primary-dark underline">
            All {stories.data.count} of your stories
          </Link>
        ) : null}
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.uploadBlog}>
            <PenLine aria-hidden /> Write a story
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
