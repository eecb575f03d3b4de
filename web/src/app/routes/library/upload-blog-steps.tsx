import { Link, useParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { useStory } from "@/features/library/stories/api/get-story";
import { CannotWrite } from "@/features/library/stories/components/cannot-write";
import { SchoolSiteOnly } from "@/features/library/stories/components/school-site-only";
import { StoryWriter } from "@/features/library/stories/components/story-writer";
import { canEditStory, canWriteStories } from "@/features/library/stories/lib/story-rules";

/** /uploadblogsteps/{slug} ("Write a story", school sites only; it was headed "Upload Stories", after the child had chosen "Write a story"): the step-by-step story writer. */
export default function UploadBlogStepsPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const user = useAtomValue(userAtom);
  const tenant = useCurrentTenant();
  const onSchoolSite = !!tenant.data;
  const story = useStory(onSchoolSite ? slug : null);

  let body;
  if (tenant.isPending) body = <LoadingState label={t("Loading…")} />;
  else if (!onSchoolSite) body = <SchoolSiteOnly />;
  else if (!canWriteStories(user)) body = <CannotWrite />;
  else if (story.isPending) body = <LoadingState label={t("Loading your story…")} />;
  else if (story.isError) body = <ErrorState error={story.error} title={t("This story could not be opened")} />;
  else if (!canEditStory(user, story.data))
    body = (
      <Alert>
        <Trans
          i18nKey="“{{title}}” is published, so it can no longer be changed here. Ask a school admin if something needs fixing. <0>Back to your dashboard</0>"
          values={{ title: story.data.title }}
          components={[<Link key="dashboard" to={paths.dashboard} className="font-semibold underline" />]}
        />
      </Alert>
    );
  else body = <StoryWriter key={story.data.id} story={story.data} user={user} />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t("Write a story")} description={t("Write your story step by step. Your draft is saved as you type.")} />
      {body}
    </div>
  );
}
