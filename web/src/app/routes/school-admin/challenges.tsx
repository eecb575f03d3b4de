import { ChallengesAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/challenges */
export default function ChallengesAdminPage() {
  return <ChallengesAuthoringPage area="school-admin" />;
}
