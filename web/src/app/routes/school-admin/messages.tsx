import { InboxList } from "@/features/operations/components/inbox-list";

const AREA = "school";

/** /admin/messages: the contact messages sent on the school's site (the staff inbox's list, kept to the school). */
export default function SchoolMessagesPage() {
  return <InboxList where={AREA} />;
}
