import { InboxList } from "@/features/operations/components/inbox";

/** /admin-panel/inbox?kind=contact|problem|tour */
export default function AdminInboxPage() {
  return <InboxList />;
}
