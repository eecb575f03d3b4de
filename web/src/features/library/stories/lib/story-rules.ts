import type { StoryOut } from "@contracts/stories";
import type { UserProfile } from "@contracts/users";

/** Students, teachers, school admins and staff write stories (the API's rule). */
export function canWriteStories(user: UserProfile | null): user is UserProfile {
  if (!user) return false;
  return user.is_staff || user.role === "student" || user.role === "teacher" || user.role === "school_admin";
}

/** School admins and staff review stories, so their own can be published at once. */
export const canPublishDirectly = (user: UserProfile) => user.is_staff || user.role === "school_admin";

/** The author may change a story until it is published; school admins and staff at any time. */
export const canEditStory = (user: UserProfile, story: StoryOut) => canPublishDirectly(user) || (story.author.id === user.id && story.status !== "published");

/**
 * Someone other than its author who can open a story waiting for review is its reviewer: the API
 * shows it only to its school's admins, staff and the author's teachers, who approve it or send it
 * back on the story's page.
 */
export const isStoryReviewer = (user: UserProfile | null, story: Pick<StoryOut, "status" | "author">) =>
  !!user && user.id !== story.author.id && story.status === "pending_review" && (user.role === "teacher" || user.role === "school_admin" || user.is_staff);

/** Teachers and school admins may file a story under a class. */
export const canChooseClass = (user: UserProfile) => !user.is_staff && (user.role === "teacher" || user.role === "school_admin");
