import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingState } from "@/components/ui/query-states";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { CannotWrite } from "@/features/library/stories/components/cannot-write";
import { SchoolSiteOnly } from "@/features/library/stories/components/school-site-only";
import { StoryStartForm } from "@/features/library/stories/components/story-start-form";
import { canWriteStories } from "@/features/library/stories/lib/story-rules";

/** /upload-blog: start a story (title and who can read it), then the step-by-step writer opens. */
export default function UploadBlogPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const tenant = useCurrentTenant();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t("Write a story")} description={t("Give it a title and choose who can read it. It stays a draft until you send it.")} />
      {tenant.isPending ? <LoadingState label={t("Loading…")} /> : !tenant.data ? <SchoolSiteOnly /> : canWriteStories(user) ? <StoryStartForm /> : <CannotWrite />}
    </div>
  );
}
