import { HubAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin-panel/hub/{hubId?} */
export default function HubPage() {
  return <HubAuthoringPage area="admin-panel" />;
}
