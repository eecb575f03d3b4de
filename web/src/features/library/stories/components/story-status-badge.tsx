import type { StoryOut } from "@contracts/stories";
import { Badge } from "@/components/ui/badge";
import { STORY_STATUS_LABELS, STORY_STATUS_TONES } from "../lib/labels";

export function StoryStatusBadge({ story }: { story: Pick<StoryOut, "status"> }) {
  return <Badge variant={STORY_STATUS_TONES[story.status]}>{STORY_STATUS_LABELS[story.status]}</Badge>;
}
