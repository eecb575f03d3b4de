import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useStory } from "@/features/library/stories/api/get-story";
import { CannotWrite } from "@/features/library/stories/components/cannot-write";
import { MyStoriesList } from "@/features/library/stories/components/my-stories-list";
import { StoryEditForm } from "@/features/library/stories/components/story-edit-form";
import { StoryPreview } from "@/features/library/stories/components/story-preview";
import { StoryStatusBadge } from "@/features/library/stories/components/story-status-badge";
import { canEditStory, canWriteStories, isStoryReviewer } from "@/features/library/stories/lib/story-rules";

/** /storyedit?slug= (or ?id=): edit one story; without one, choose from your stories. */
export default function StoryEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get("slug") || params.get("id");
  const user = useAtomValue(userAtom);
  const story = useStory(key);

  if (!canWriteStories(user))
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <PageHeader title={t("Edit a story")} />
        <CannotWrite />
      </div>
    );

  if (!key)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <PageHeader
          title={t("Your stories")}
          description={t("Choose a story to change it.")}
          actions={
            <Button asChild>
              <Link to={paths.uploadBlog}>
                <PenLine aria-hidden /> {t("Write a story")}
              </Link>
            </Button>
          }
        />
        <MyStoriesList authorId={user.id} />
      </div>
    );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to={paths.storyEditList}>{t("All your stories")}</BackLink>
      <PageHeader title={t("Edit a story")} description={story.data ? story.data.title : undefined} />
      {story.isPending ? (
        <LoadingState label={t("Loading the story…")} />
      ) : story.isError ? (
        <ErrorState error={story.error} title={t("This story could not be opened")} />
      ) : canEditStory(user, story.data) ? (
        <StoryEditForm key={story.data.id} story={story.data} user={user} />
      ) : isStoryReviewer(user, story.data) ? (
        // A teacher's pupil's story sent for review (an old link, a bookmark): not theirs to edit, theirs to review.
        <div className="grid gap-4">
          <Alert className="grid gap-3 justify-items-start">
            <p className="flex flex-wrap items-center gap-2">
              <StoryStatusBadge story={story.data} /> {t("This story is waiting for your review. It is not changed here: read it on its page, then approve it or send it back to its author with your reason.")}
            </p>
            <Button asChild size="sm">
              <Link to={paths.story(story.data.slug)}>{t("Review it on the story's page")}</Link>
            </Button>
          </Alert>
          <StoryPreview story={story.data} headingLevel={2} />
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <StoryStatusBadge story={story.data} /> {t("Published stories can only be changed by a school admin.")}
          </p>
          <StoryPreview story={story.data} headingLevel={2} />
        </div>
      )}
    </div>
  );
}
