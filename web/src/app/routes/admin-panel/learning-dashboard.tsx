import { LearningDashboard } from "@/features/learning/courses/components/learning-dashboard";

/** /admin-panel/learning-dashboard: learning across every school. */
export default function AdminLearningDashboardPage() {
  return <LearningDashboard scope="Enrolments and completions across every school, the most-started and most-finished courses, and where learners stop." />;
}
