import { QuizAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/comprehension-quiz/{quizId?} */
export default function QuizAdminPage() {
  return <QuizAuthoringPage area="admin-panel" />;
}
