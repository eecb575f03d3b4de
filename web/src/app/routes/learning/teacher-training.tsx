import { useTranslation } from "react-i18next";
import { CourseList } from "@/features/learning/courses/components/course-list";

/** /teacher-training: courses for teachers, free and paid. */
export default function TeacherTrainingPage() {
  const { t } = useTranslation();
  return <CourseList kind="teacher_training" title={t("Teacher training")} description={t("Self-paced professional development for primary teachers, with classroom activities you can use the next day.")} />;
}
