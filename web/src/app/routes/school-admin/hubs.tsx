import { HubsAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/hubs */
export default function HubsPage() {
  return <HubsAuthoringPage area="school-admin" />;
}
