import { HubList } from "@/features/learning/courses/components/hub-pages";

/** /hubs */
export default function HubsPage() {
  return <HubList />;
}
