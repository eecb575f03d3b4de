import type { BookVisibility } from "@contracts/books";
import type { StoryStatus } from "@contracts/stories";

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  draft: "Draft",
  pending_review: "Pending review",
  published: "Published",
  rejected: "Rejected",
};

export const STORY_STATUS_TONES: Record<StoryStatus, "muted" | "warning" | "success" | "danger"> = {
  draft: "muted",
  pending_review: "warning",
  published: "success",
  rejected: "danger",
};

/** Who can read a story, in plain words for young authors. */
export const VISIBILITY_CHOICES: { value: BookVisibility; label: string; help: string }[] = [
  { value: "public", label: "Public", help: "Anyone can read it, on any school's site, once it is published." },
  { value: "community", label: "Community", help: "Only people signed in to your school's site (and its community) can read it." },
  { value: "private", label: "Private", help: "Only you, your teachers and your school's admins can read it." },
];
