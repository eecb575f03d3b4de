import { QuizzesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/comprehension-quizzes */
export default function QuizzesAdminPage() {
  return <QuizzesAuthoringPage area="admin-panel" />;
}
