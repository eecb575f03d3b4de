import { LiveList } from "@/features/learning/live/components/live-list";

/** /live */
export default function LivePage() {
  return <LiveList />;
}
