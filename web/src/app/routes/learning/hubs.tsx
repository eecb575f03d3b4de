import { HubList } from "@/features/learning/components/hub-pages";

/** /hubs */
export default function HubsPage() {
  return <HubList />;
}
