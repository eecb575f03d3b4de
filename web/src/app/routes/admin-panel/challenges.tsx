import { ChallengesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/challenges */
export default function ChallengesAdminPage() {
  return <ChallengesAuthoringPage area="admin-panel" />;
}
