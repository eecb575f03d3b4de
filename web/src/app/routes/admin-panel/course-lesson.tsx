import { LessonAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/course/{courseId}/lesson/{lessonId} */
export default function AdminCourseLessonPage() {
  return <LessonAuthoringPage area="admin-panel" />;
}
