import { COUNTRIES } from "@contracts/countries";
import { CONTACT_TOPIC_LABELS, INBOX_KINDS, INBOX_STATUS_LABELS, PROBLEM_CATEGORY_LABELS, type InboxItemOut, type InboxKind, type InboxStatus } from "@contracts/operations";
import { Badge } from "@/components/ui/badge";

export const KIND_LABELS: Record<InboxKind, string> = { contact: "Messages", problem: "Problem reports", tour: "Tour requests" };
export const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
export const COUNTRY_NAMES = new Map<string, string>(COUNTRIES.map((c) => [c.code, c.name]));

export const STATUS_TONE: Record<InboxStatus, "default" | "success" | "warning" | "muted" | "danger"> = {
  new: "warning",
  in_progress: "default",
  contacted: "default",
  scheduled: "default",
  replied: "success",
  resolved: "success",
  completed: "success",
  closed: "muted",
  declined: "muted",
};
export const StatusBadge = ({ status }: { status: InboxStatus }) => <Badge variant={STATUS_TONE[status]}>{INBOX_STATUS_LABELS[status]}</Badge>;

export const isKind = (v: string): v is InboxKind => (INBOX_KINDS as readonly string[]).includes(v);

export function subjectOf(item: InboxItemOut): string {
  if (item.kind === "contact") return `${CONTACT_TOPIC_LABELS[item.topic]}: ${item.message}`;
  if (item.kind === "problem") return `${PROBLEM_CATEGORY_LABELS[item.category]}: ${item.description}`;
  return `${item.school_name} (${COUNTRY_NAMES.get(item.country) ?? item.country})`;
}
