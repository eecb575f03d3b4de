import { Link } from "react-router";
import { ChevronRight, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { newOf, useInboxCounts } from "../api/inbox";

/**
 * A school admin's dashboard line about their Messages: how many new contact messages wait (a
 * link to them), or a calm "No new messages" with the way to the list. It reads the same counts as
 * the side nav's badge (one request: the same query key), so the two never disagree.
 */
export function NewMessagesCard() {
  const { t } = useTranslation();
  const counts = useInboxCounts("");
  const waiting = newOf(counts.data, ["contact"]);
  if (counts.isPending) return null;
  if (counts.isError)
    return (
      <p className="col-span-full text-sm text-ink-muted">
        {t("Could not count the new messages.")}{" "}
        <Link to={paths.schoolAdmin.messages} className="font-medium text-primary-dark underline">
          {t("Open Messages")}
        </Link>
      </p>
    );
  return (
    <Link
      to={waiting > 0 ? `${paths.schoolAdmin.messages}?status=new` : paths.schoolAdmin.messages}
      className={cn(
        "flex items-center gap-3 rounded-xl border p-4 transition-colors",
        waiting > 0 ? "border-primary bg-primary-light text-primary-dark shadow-sm hover:bg-surface-alt" : "border-line-muted bg-surface text-ink-muted hover:bg-surface-alt",
      )}
    >
      <Inbox className="size-5 shrink-0" aria-hidden />
      <span className={cn("min-w-0", waiting > 0 && "font-semibold")}>
        {waiting > 0 ? t("{{count, number}} new messages", { count: waiting }) : t("No new messages")}
      </span>
      <ChevronRight className="ms-auto size-4 shrink-0" aria-hidden />
    </Link>
  );
}
