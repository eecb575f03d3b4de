import { useTranslation } from "react-i18next";
import type { StoryOut } from "@contracts/stories";
import { Badge } from "@/components/ui/badge";
import { STORY_STATUS_LABELS, STORY_STATUS_TONES } from "../lib/labels";

export function StoryStatusBadge({ story }: { story: Pick<StoryOut, "status"> }) {
  const { t } = useTranslation();
  return <Badge variant={STORY_STATUS_TONES[story.status]}>{t(STORY_STATUS_LABELS[story.status])}</Badge>;
}
