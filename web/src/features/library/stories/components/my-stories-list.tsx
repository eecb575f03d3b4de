import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useMyStories } from "../api/get-my-stories";
import { contentLang } from "@/lib/content-lang";
import { StoryStatusBadge } from "./story-status-badge";

/** The author's stories to choose one to edit (/storyedit without a story). */
export function MyStoriesList({ authorId }: { authorId: string }) {
  const { t } = useTranslation();
  const stories = useMyStories(authorId);
  if (stories.isPending) return <LoadingState label={t("Loading your stories…")} />;
  if (stories.isError) return <ErrorState error={stories.error} title={t("Your stories could not be loaded")} />;
  if (stories.data.results.length === 0)
    return (
      <EmptyState>
        <p>{t("You have not written any stories yet.")}</p>
        <Button asChild size="sm">
          <Link to={paths.uploadBlog}>
            <PenLine aria-hidden /> {t("Write a story")}
          </Link>
        </Button>
      </EmptyState>
    );
  return (
    <ul aria-label={t("Your stories")} className="grid gap-2">
      {stories.data.results.map((story) => (
        <li key={story.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line-muted bg-surface p-3">
          <div className="grid min-w-0 gap-1">
            <Link to={paths.storyEdit(story.slug)} className="font-semibold break-words text-ink underline-offset-4 hover:underline" {...contentLang(story.language)}>
              {story.title}
            </Link>
            <span className="text-xs text-ink-muted">{t("Last changed {{date}}", { date: formatDate(story.updated_at) })}</span>
          </div>
          <StoryStatusBadge story={story} />
        </li>
      ))}
    </ul>
  );
}
