import { useParams, useSearchParams } from "react-router";
import { SessionPage } from "@/features/learning/live/components/session-page";

/** /webinar/{slug} (?key= : a visitor's registration, from the confirmation email) */
export default function WebinarPage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const key = params.get("key") ?? undefined;
  return <SessionPage key={slug} slug={slug} accessKey={key} />;
}
