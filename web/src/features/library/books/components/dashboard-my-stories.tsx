import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PenLine } from "lucide-react";
import type { Page } from "@contracts/common";
import type { StoryCardOut } from "@contracts/stories";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { storyKeys } from "@/features/library/stories/api/keys";
import { DashboardUploadsCard } from "./dashboard-uploads-card";

const MY_STORIES_LIMIT = 10;

/** GET /stories/?author=me&status=any&view=card: the stories I wrote, in every status, as cards (no body). */
const getMyStories = (authorId: string, signal?: AbortSignal) => api.get<Page<StoryCardOut[]>>("/stories/", { author: authorId, status: "any", limit: MY_STORIES_LIMIT, view: "card" }, signal);

/** Dashboard: "My stories" with their review status; each opens in the story editor. */
export function DashboardMyStories({ userId }: { userId: string }) {
  const { t } = useTranslation();
  // The stories feature's key prefix, so its saves refresh this list too.
  const stories = useQuery({ queryKey: [...storyKeys.mine(userId), "dashboard"], queryFn: ({ signal }) => getMyStories(userId, signal) });
  return (
    <DashboardUploadsCard
      title={t("My stories")}
      loadingLabel={t("Loading your stories…")}
      errorTitle={t("Your stories could not be loaded")}
      icon={<PenLine className="size-5" aria-hidden />}
      description={t("Stories you wrote and where they are in review.")}
      empty={t("You have not written any stories yet.")}
      query={stories}
      href={(story) => paths.storyEdit(story.slug)}
      limit={MY_STORIES_LIMIT}
      more={(count) => (
        <Link to={paths.storyEditList} className="text-sm font-semibold text-primary-dark underline">
          {t("All {{count, number}} of your stories", { count })}
        </Link>
      )}
      action={{ to: paths.uploadBlog, icon: <PenLine aria-hidden />, label: t("Write a story") }}
      sentBackStep={t("Open it to change it and send it again.")}
    />
  );
}
