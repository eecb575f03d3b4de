import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { INBOX_KINDS, type InboxItemOut, type InboxKind, type InboxStatus } from "@contracts/operations";
import { msg } from "@/lib/i18n";
import { Badge } from "@/components/ui/badge";
import { CONTACT_TOPIC_TEXT, INBOX_STATUS_TEXT, PROBLEM_CATEGORY_TEXT, countryName } from "../lib/labels";

export const KIND_LABELS: Record<InboxKind, string> = { contact: msg("Messages"), problem: msg("Problem reports"), tour: msg("Tour requests") };
export const KIND_EMPTY: Record<InboxKind, string> = { contact: msg("No messages yet."), problem: msg("No problem reports yet."), tour: msg("No tour requests yet.") };

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
export function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_TONE[status]}>{t(INBOX_STATUS_TEXT[status])}</Badge>;
}

export const isKind = (v: string): v is InboxKind => (INBOX_KINDS as readonly string[]).includes(v);

/**
 * The sender's own words in a first-strong isolate (U+2068 … U+2069): an English message on an
 * Arabic page (or the reverse) keeps its own direction, so its closing "?" stays at its end.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function subjectOf(item: InboxItemOut, t: TFunction): string {
  if (item.kind === "contact") return t("{{topic}}: {{text}}", { topic: t(CONTACT_TOPIC_TEXT[item.topic]), text: isolate(item.message) });
  if (item.kind === "problem") return t("{{topic}}: {{text}}", { topic: t(PROBLEM_CATEGORY_TEXT[item.category]), text: isolate(item.description) });
  return t("{{school}} ({{country}})", { school: isolate(item.school_name), country: countryName(item.country) });
}
