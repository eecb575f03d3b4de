import { QuizzesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/comprehension-quizzes */
export default function QuizzesAdminPage() {
  return <QuizzesAuthoringPage area="school-admin" />;
}
