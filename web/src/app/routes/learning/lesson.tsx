import { useParams } from "react-router";
import { LessonPage } from "@/features/learning/courses/components/lesson-page";

/** /courses/{slug}/{chapterSlug}/{lessonSlug}. */
export default function LessonRoute() {
  const { slug = "", chapter = "", lesson = "" } = useParams();
  return <LessonPage key={`${slug}/${chapter}/${lesson}`} courseSlug={slug} chapterSlug={chapter} lessonSlug={lesson} />;
}
