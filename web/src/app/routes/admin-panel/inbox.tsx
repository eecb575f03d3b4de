import { InboxList } from "@/features/operations/components/inbox-list";

/** /admin-panel/inbox?kind=contact|problem|tour */
export default function AdminInboxPage() {
  return <InboxList />;
}
