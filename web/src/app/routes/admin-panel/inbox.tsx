import { InboxList } from "@/features/operations/components/inbox-list";

const AREA = "staff";

/** /admin-panel/inbox?kind=contact|problem|tour */
export default function AdminInboxPage() {
  return <InboxList where={AREA} />;
}
