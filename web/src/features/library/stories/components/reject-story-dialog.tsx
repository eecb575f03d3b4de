import { useTranslation } from "react-i18next";
import type { StoryOut } from "@contracts/stories";
import { RejectDialog } from "@/features/library/components/reject-dialog";
import { useRejectStory } from "../api/reject-story";
import { isolate } from "@/lib/bidi";
import { authorName } from "../lib/author-name";

/** Send a story waiting for review back to its author; the reason is required and shown to them. `onSent` follows a sending back (then `onClose`). */
export function RejectStoryDialog({ story, onClose, onSent }: { story: Pick<StoryOut, "id" | "title" | "author"> | null; onClose: () => void; onSent?: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectStory();
  return (
    <RejectDialog
      item={story}
      reject={reject}
      onClose={onClose}
      onSent={onSent}
      labels={{
        title: t("Send the story back"),
        description: (s) => t("Tell {{name}} what to change in “{{title}}”. They will read your reason when they open the story.", { name: isolate(authorName(s)), title: isolate(s.title) }),
        submit: t("Send back"),
        pending: t("Sending back…"),
        sent: (s) => t("“{{title}}” was sent back to its author.", { title: isolate(s.title) }),
        failed: t("Could not send the story back. Please try again."),
      }}
    />
  );
}
