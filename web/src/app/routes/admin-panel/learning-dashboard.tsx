import { useTranslation } from "react-i18next";
import { LearningDashboard } from "@/features/learning/courses/components/learning-dashboard";

/** /admin-panel/learning-dashboard: learning across every school. */
export default function AdminLearningDashboardPage() {
  const { t } = useTranslation();
  return <LearningDashboard scope={t("Enrolments and completions across every school, the most-started and most-finished courses, and where learners stop.")} />;
}
