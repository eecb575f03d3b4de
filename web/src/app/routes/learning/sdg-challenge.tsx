import { useParams } from "react-router";
import { ChallengePage } from "@/features/learning/courses/components/challenge-pages";

/** /sdg-challenge/{slug} */
export default function SdgChallengeRoute() {
  const { slug = "" } = useParams();
  return <ChallengePage key={slug} slug={slug} />;
}
