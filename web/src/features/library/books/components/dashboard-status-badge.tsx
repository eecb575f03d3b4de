import { useTranslation } from "react-i18next";
import type { BookStatus } from "@contracts/books";
import type { StoryStatus } from "@contracts/stories";
import { Badge } from "@/components/ui/badge";
import { msg } from "@/lib/i18n";
import { isolate } from "@/lib/bidi";

const LABELS: Record<BookStatus | StoryStatus, string> = {
  draft: msg("Draft"),
  uploading: msg("Uploading"),
  processing: msg("Processing"),
  pending_review: msg("Pending review"),
  published: msg("Published"),
  rejected: msg("Rejected"),
  failed: msg("Processing failed"),
};
const TONES: Record<BookStatus | StoryStatus, "muted" | "warning" | "success" | "danger" | "default"> = {
  draft: "muted",
  uploading: "default",
  processing: "default",
  pending_review: "warning",
  published: "success",
  rejected: "danger",
  failed: "danger",
};

/** A book's or story's status on the dashboard; a rejection carries its reason beneath. */
export function DashboardStatus({ status, reason }: { status: BookStatus | StoryStatus; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={TONES[status]}>{t(LABELS[status])}</Badge>
      {status === "rejected" && reason ? <span className="text-xs text-danger">{t("Reason: {{reason}}", { reason: isolate(reason) })}</span> : null}
    </span>
  );
}
