import { useParams } from "react-router";
import { HubPage } from "@/features/learning/courses/components/hub-pages";

/** /hubs/{slug} */
export default function HubRoute() {
  const { slug = "" } = useParams();
  return <HubPage key={slug} slug={slug} />;
}
