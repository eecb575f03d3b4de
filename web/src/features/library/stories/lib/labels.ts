import type { BookVisibility } from "@contracts/books";
import type { StoryStatus } from "@contracts/stories";
import { msg } from "@/lib/i18n";

/* Labels and help texts are msg() keys: show them with t(…). */

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  draft: msg("Draft"),
  pending_review: msg("Pending review"),
  published: msg("Published"),
  // The review queue's own words ("send it back with a reason"): a young author reads a next step, not a verdict.
  rejected: msg("Sent back"),
};

export const STORY_STATUS_TONES: Record<StoryStatus, "muted" | "warning" | "success" | "danger"> = {
  draft: "muted",
  pending_review: "warning",
  published: "success",
  rejected: "danger",
};

/** Who can read a story, in plain words for young authors. */
export const VISIBILITY_CHOICES: { value: BookVisibility; label: string; help: string; willBe: string }[] = [
  { value: "public", label: msg("Public"), help: msg("Anyone can read it, on any school's site, once it is published."), willBe: msg("<0>{{title}}</0> will be public: {{help}}") },
  { value: "community", label: msg("Community"), help: msg("Only people signed in to your school's site (and its community) can read it."), willBe: msg("<0>{{title}}</0> will be community: {{help}}") },
  { value: "private", label: msg("Private"), help: msg("Only you, your teachers and your school's admins can read it."), willBe: msg("<0>{{title}}</0> will be private: {{help}}") },
];
