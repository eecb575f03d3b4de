import { HubAuthoringPage } from "@/features/learning/courses/components/authoring/authoring-pages";

/** /admin/hub/{hubId?} */
export default function HubPage() {
  return <HubAuthoringPage area="school-admin" />;
}
