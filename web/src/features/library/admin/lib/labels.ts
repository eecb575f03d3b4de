import type { BookEventKind, BookStatus, BookVisibility } from "@contracts/books";
import { msg } from "@/lib/i18n";

type BadgeVariant = "default" | "success" | "warning" | "danger" | "muted";

/** Labels are msg() keys: show them with t(label). */

/** Statuses in the order an admin cares about them: what waits for a decision first. */
export const STATUS_ORDER: BookStatus[] = ["pending_review", "failed", "processing", "uploading", "draft", "published", "rejected"];

export const STATUS_BADGES: Record<BookStatus, { label: string; variant: BadgeVariant }> = {
  pending_review: { label: msg("Waiting for review"), variant: "warning" },
  failed: { label: msg("Processing failed"), variant: "danger" },
  processing: { label: msg("Processing"), variant: "default" },
  uploading: { label: msg("Uploading"), variant: "muted" },
  draft: { label: msg("Draft"), variant: "muted" },
  published: { label: msg("Published"), variant: "success" },
  rejected: { label: msg("Rejected"), variant: "danger" },
};

export const VISIBILITY_LABELS: Record<BookVisibility, string> = { public: msg("Public"), community: msg("Community"), private: msg("Private") };

export const isBookStatus = (v: string): v is BookStatus => (STATUS_ORDER as string[]).includes(v);

export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim() || "—";

export const EVENT_LABELS: Record<BookEventKind, string> = {
  created: msg("Created"),
  upload_started: msg("Upload started"),
  upload_completed: msg("Upload completed"),
  upload_rejected: msg("Upload refused"),
  upload_abandoned: msg("Upload abandoned"),
  processing_started: msg("Processing started"),
  processing_succeeded: msg("Processing succeeded"),
  processing_failed: msg("Processing failed"),
  approved: msg("Approved"),
  rejected: msg("Rejected"),
};

/** Event kinds that mean something went wrong, drawn in red. */
export const FAILED_EVENTS = new Set(["upload_rejected", "upload_abandoned", "processing_failed", "rejected"]);
