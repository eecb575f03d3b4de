import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { INBOX_KINDS, type InboxKind } from "@contracts/operations";
import { EmptyState } from "@/components/ui/query-states";
import { InboxItem } from "@/features/operations/components/inbox-item";

const AREA = "staff";

/** /admin-panel/inbox/{kind}/{id} */
export default function AdminInboxItemPage() {
  const { t } = useTranslation();
  const { kind = "", id = "" } = useParams();
  if (!(INBOX_KINDS as readonly string[]).includes(kind)) return <EmptyState>{t("There is no such inbox.")}</EmptyState>;
  return <InboxItem key={id} kind={kind as InboxKind} id={id} where={AREA} />;
}
