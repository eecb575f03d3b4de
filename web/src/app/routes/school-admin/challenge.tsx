import { ChallengeAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/challenge/{challengeId?} */
export default function ChallengeAdminPage() {
  return <ChallengeAuthoringPage area="school-admin" />;
}
