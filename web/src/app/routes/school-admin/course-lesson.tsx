import { LessonAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/course/{courseId}/lesson/{lessonId} */
export default function SchoolCourseLessonPage() {
  return <LessonAuthoringPage area="school-admin" />;
}
