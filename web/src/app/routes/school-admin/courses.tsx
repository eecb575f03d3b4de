import { CoursesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/courses */
export default function SchoolCoursesPage() {
  return <CoursesAuthoringPage area="school-admin" />;
}
