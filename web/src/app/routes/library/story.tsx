import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { PROSE } from "@/lib/prose";
import { contentLang } from "@/lib/content-lang";
import { usePageShown } from "@/lib/page-snapshot";
import { BackLink } from "@/components/ui/back-link";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useStory } from "@/features/library/stories/api/get-story";
import { StoryStatusBadge } from "@/features/library/stories/components/story-status-badge";
import { authorName } from "@/features/library/stories/lib/author-name";
import { isStoryReviewer } from "@/features/library/stories/lib/story-rules";
import { isolate } from "@/lib/bidi";

// Only a reviewer needs it, and it brings the reason form (react-hook-form, zod): not every reader's download.
const StoryReviewActions = lazy(() => import("@/features/library/stories/components/story-review-actions").then((m) => ({ default: m.StoryReviewActions })));

/** /stories/{slug}: a story to read — its cover, title, author (a pupil as first name and initial outside their school) and body. */
export default function StoryPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const story = useStory(slug);
  const user = useAtomValue(userAtom);
  usePageShown(!story.isPending);

  if (story.isPending) return <LoadingState label={t("Loading the story")} />;
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink to={paths.library}>{t("Back to the library")}</BackLink>
        {missing ? (
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold text-ink">{t("Story not found")}</h1>
            <p className="text-ink-muted">{t("This story does not exist or is not shared with you.")}</p>
          </div>
        ) : (
          <ErrorState error={story.error} title={t("Could not open this story")} />
        )}
      </div>
    );
  }
  const s = story.data;
  const own = !!user && user.id === s.author.id;
  // A story waiting for review that someone else can open is theirs to review (the API lets only
  // its school's admins, staff and the author's teachers see it); their queue is where they go on from.
  const reviewer = isStoryReviewer(user, s);
  const when = s.published_at ?? s.created_at;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to={paths.library}>{t("Back to the library")}</BackLink>
      {s.cover ? <img src={s.cover} alt="" className="max-h-80 w-full rounded-lg object-cover" /> : null}
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold break-words text-ink" {...contentLang(s.language)}>
          {s.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{t("by {{name}}", { name: isolate(authorName(s)) })}</span>
          <time dateTime={when}>{formatDate(when, "long")}</time>
          {s.status !== "published" ? <StoryStatusBadge story={s} /> : null}
          {own && s.status !== "published" ? (
            <Link to={paths.storyEdit(s.slug)} className="font-semibold text-primary hover:underline">
              {t("Edit the story")}
            </Link>
          ) : null}
        </p>
      </header>
      {reviewer ? (
        <Suspense fallback={null}>
          <StoryReviewActions story={s} queue={user?.role === "school_admin" ? paths.schoolAdmin.stories : paths.dashboard} />
        </Suspense>
      ) : null}
      {s.body_html ? (
        // The worker stores story bodies already sanitised (allow-listed tags and attributes only).
        <div className={`break-words ${PROSE}`} {...contentLang(s.language)} dangerouslySetInnerHTML={{ __html: s.body_html }} />
      ) : (
        <p className="text-ink-muted">{t("This story has no words yet.")}</p>
      )}
    </article>
  );
}
