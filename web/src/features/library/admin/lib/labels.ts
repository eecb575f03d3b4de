import type { BookEventKind, BookStatus, BookVisibility } from "@contracts/books";

type BadgeVariant = "default" | "success" | "warning" | "danger" | "muted";

/** Statuses in the order an admin cares about them: what waits for a decision first. */
export const STATUS_ORDER: BookStatus[] = ["pending_review", "failed", "processing", "uploading", "draft", "published", "rejected"];

export const STATUS_BADGES: Record<BookStatus, { label: string; variant: BadgeVariant }> = {
  pending_review: { label: "Waiting for review", variant: "warning" },
  failed: { label: "Processing failed", variant: "danger" },
  processing: { label: "Processing", variant: "default" },
  uploading: { label: "Uploading", variant: "muted" },
  draft: { label: "Draft", variant: "muted" },
  published: { label: "Published", variant: "success" },
  rejected: { label: "Rejected", variant: "danger" },
};

export const VISIBILITY_LABELS: Record<BookVisibility, string> = { public: "Public", community: "Community", private: "Private" };

export const isBookStatus = (v: string): v is BookStatus => (STATUS_ORDER as string[]).includes(v);

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim() || "—";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : "—");
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : "—");

export const EVENT_LABELS: Record<BookEventKind, string> = {
  created: "Created",
  upload_started: "Upload started",
  upload_completed: "Upload completed",
  upload_rejected: "Upload refused",
  processing_started: "Processing started",
  processing_succeeded: "Processing succeeded",
  processing_failed: "Processing failed",
  approved: "Approved",
  rejected: "Rejected",
};

/** Event kinds that mean something went wrong, drawn in red. */
export const FAILED_EVENTS = new Set(["upload_rejected", "processing_failed", "rejected"]);
