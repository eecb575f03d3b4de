import { CourseList } from "@/features/learning/courses/components/course-list";

/** /courses: courses for children (the platform's and this school's own). */
export default function CoursesPage() {
  return <CourseList kind="course" title="Courses" description="Short courses about our world and the Global Goals, written for children. Enrol for free and learn at your own pace." />;
}
