import { ChallengeAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/challenge/{challengeId?} */
export default function ChallengeAdminPage() {
  return <ChallengeAuthoringPage area="admin-panel" />;
}
