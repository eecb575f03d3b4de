import { CourseAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/course/{courseId?} */
export default function SchoolCoursePage() {
  return <CourseAuthoringPage area="school-admin" />;
}
