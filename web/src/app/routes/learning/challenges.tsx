import { ChallengeList } from "@/features/learning/courses/components/challenge-pages";

/** /challenges */
export default function ChallengesPage() {
  return <ChallengeList />;
}
