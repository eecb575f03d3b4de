import { QuizAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/comprehension-quiz/{quizId?} */
export default function QuizAdminPage() {
  return <QuizAuthoringPage area="school-admin" />;
}
