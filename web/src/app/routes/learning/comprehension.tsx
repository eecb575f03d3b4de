import { useParams } from "react-router";
import { ComprehensionPage } from "@/features/learning/courses/components/comprehension-page";

/** /comprehension-corner/{slug} */
export default function ComprehensionRoute() {
  const { slug = "" } = useParams();
  return <ComprehensionPage key={slug} slug={slug} />;
}
