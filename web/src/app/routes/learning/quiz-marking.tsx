import { QuizMarkingPage } from "@/features/learning/courses/components/quiz-marking-page";

/** /quiz-marking: teachers and school admins mark the written answers of course quizzes. */
export default function QuizMarkingRoute() {
  return <QuizMarkingPage />;
}
