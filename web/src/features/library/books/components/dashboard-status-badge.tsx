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
  // Only ever the viewer's own book or story here: a young author reads the review queue's words
  // ("send it back with a reason"), a next step, not a verdict. Moderators' screens keep "Rejected".
  rejected: msg("Sent back"),
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

/**
 * The status of a book or story of mine on the dashboard; one sent back carries its reason beneath,
 * then `sentBackStep`, what to do about it.
 */
export function DashboardStatus({ status, reason, sentBackStep }: { status: BookStatus | StoryStatus; reason?: string | null; sentBackStep?: string }) {
  const { t } = useTranslation();
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={TONES[status]}>{t(LABELS[status])}</Badge>
      {status === "rejected" && reason ? <span className="text-xs text-danger">{t("Reason: {{reason}}", { reason: isolate(reason) })}</span> : null}
      {status === "rejected" && sentBackStep ? <span className="text-xs text-ink-muted">{sentBackStep}</span> : null}
    </span>
  );
}
