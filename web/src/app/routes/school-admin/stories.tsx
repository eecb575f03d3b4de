import { useTranslation } from "react-i18next";
import { useListParams } from "@/lib/use-list-params";
import { PageHeader } from "@/components/ui/page-header";
import { StoryReviewQueue } from "@/features/library/stories/components/story-review-queue";

/** /admin/stories: the school's stories waiting for review, read and approved or sent back here. */
export default function SchoolStoriesPage() {
  const { t } = useTranslation();
  const { offset, update } = useListParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Stories to review")} description={t("Stories your school's pupils and teachers sent for review. Read each one, then approve it to publish it, or send it back with a reason for its author.")} />
      <StoryReviewQueue offset={offset} onOffsetChange={(o) => update({ offset: o })} />
    </div>
  );
}
