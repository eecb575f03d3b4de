import { useParams } from "react-router";
import { InboxItem } from "@/features/operations/components/inbox-item";

const AREA = "school";

/** /admin/messages/{id}: one contact message, its history, and a state, note or reply. */
export default function SchoolMessagePage() {
  const { id = "" } = useParams();
  return <InboxItem key={id} kind="contact" id={id} where={AREA} />;
}
