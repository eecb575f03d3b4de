import { useTranslation } from "react-i18next";
import { LearningDashboard } from "@/features/learning/courses/components/learning-dashboard";

/** /admin/learning: the school's learning figures. */
export default function SchoolLearningPage() {
  const { t } = useTranslation();
  return <LearningDashboard scope={t("Your school's enrolments and completions, its most-started and most-finished courses, and where learners stop.")} />;
}
