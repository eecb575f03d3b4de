import { CoursesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/courses */
export default function AdminCoursesPage() {
  return <CoursesAuthoringPage area="admin-panel" />;
}
