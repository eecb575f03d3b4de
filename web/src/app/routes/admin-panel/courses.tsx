import { CoursesAuthoringPage } from "@/features/learning/components/authoring/authoring-pages";

/** /admin-panel/courses */
export default function AdminCoursesPage() {
  return <CoursesAuthoringPage area="admin-panel" />;
}
