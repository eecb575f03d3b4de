import { ChallengeList } from "@/features/learning/components/challenge-pages";

/** /challenges */
export default function ChallengesPage() {
  return <ChallengeList />;
}
