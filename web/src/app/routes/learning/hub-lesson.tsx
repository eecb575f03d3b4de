import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/components/ui/query-states";
import { useHub } from "@/features/learning/courses/api/hubs";
import { LessonPage } from "@/features/learning/courses/components/lesson-page";

/** /hubs/{courseSlug}/{chapterSlug}/{lessonSlug}?hub={slug}: a lesson inside its hub (the hub's navigation, the course's progress). */
export default function HubLessonRoute() {
  const { t } = useTranslation();
  const { slug = "", chapter = "", lesson = "" } = useParams();
  const [params] = useSearchParams();
  const hubSlug = params.get("hub");
  const hub = useHub(hubSlug);
  if (hubSlug && hub.isPending) return <LoadingState label={t("Loading the hub")} />;
  return <LessonPage key={`${slug}/${chapter}/${lesson}`} courseSlug={slug} chapterSlug={chapter} lessonSlug={lesson} hub={hub.data} />;
}
