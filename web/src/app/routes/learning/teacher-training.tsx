import { CourseList } from "@/features/learning/courses/components/course-list";

/** /teacher-training: courses for teachers, free and paid. */
export default function TeacherTrainingPage() {
  return <CourseList kind="teacher_training" title="Teacher training" description="Self-paced professional development for primary teachers, with classroom activities you can use the next day." />;
}
