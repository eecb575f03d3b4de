import { CourseAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/course/{courseId?} */
export default function AdminCoursePage() {
  return <CourseAuthoringPage area="admin-panel" />;
}
