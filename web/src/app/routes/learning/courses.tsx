import { useTranslation } from "react-i18next";
import { CourseList } from "@/features/learning/courses/components/course-list";

/** /courses: courses for children (the platform's and this school's own). */
export default function CoursesPage() {
  const { t } = useTranslation();
  return <CourseList kind="course" title={t("Courses")} description={t("Short courses about our world and the Global Goals, written for children. Enrol for free and learn at your own pace.")} />;
}
