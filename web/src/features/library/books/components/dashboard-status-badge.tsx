import type { BookStatus } from "@contracts/books";
import type { StoryStatus } from "@contracts/stories";
import { Badge } from "@/components/ui/badge";

const LABELS: Record<BookStatus | StoryStatus, string> = {
  draft: "Draft",
  uploading: "Uploading",
  processing: "Processing",
  pending_review: "Pending review",
  published: "Published",
  rejected: "Rejected",
  failed: "Processing failed",
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
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={TONES[status]}>{LABELS[status]}</Badge>
      {status === "rejected" && reason ? <span className="text-xs text-danger">Reason: {reason}</span> : null}
    </span>
  );
}
