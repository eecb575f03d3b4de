import { LearningDashboard } from "@/features/learning/courses/components/learning-dashboard";

/** /admin/learning: the school's learning figures. */
export default function SchoolLearningPage() {
  return <LearningDashboard scope="Your school's enrolments and completions, its most-started and most-finished courses, and where learners stop." />;
}
