import { HubsAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/hubs */
export default function HubsPage() {
  return <HubsAuthoringPage area="admin-panel" />;
}
