import { useParams } from "react-router";
import type { CourseKind } from "@contracts/learning";
import { CoursePage } from "@/features/learning/courses/components/course-page";

/** /course/{slug} and /teacher-training-course/{slug}. */
export default function CourseRoute({ kind }: { kind: CourseKind }) {
  const { slug = "" } = useParams();
  return <CoursePage key={slug} slug={slug} kind={kind} />;
}
