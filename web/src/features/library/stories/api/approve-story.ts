import type { StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";

/** POST /stories/{id}/approve: school admins and staff publish a story pending review. */
export const approveStory = (id: string) => api.post<StoryOut>(`/stories/${encodeURIComponent(id)}/approve`);
