import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpenText, Check, X } from "lucide-react";
import type { StoryCardOut } from "@contracts/stories";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { Button } from "@/components/ui/button";
import { authorName } from "../lib/author-name";

/** One story waiting for review: what it is, who sent it and when, then Read, Approve and Reject. */
export function StoryReviewQueueItem({ story, busy, onApprove, onReject }: { story: StoryCardOut; busy: boolean; onApprove: (story: StoryCardOut) => void; onReject: (story: StoryCardOut) => void }) {
  const { t } = useTranslation();
  const headingId = `review-${story.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-line-muted bg-surface p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-4">
      <div className="grid min-w-0 gap-1">
        <h3 id={headingId} className="font-semibold break-words text-ink">
          <bdi {...contentLang(story.language)}>{story.title}</bdi>
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-muted">{t("Written by")}</dt>
          <dd className="break-words">
            <bdi>{authorName(story)}</bdi>
          </dd>
          <dt className="text-ink-muted">{t("Sent for review")}</dt>
          <dd>
            <time dateTime={story.submitted_at ?? story.updated_at}>{formatDate(story.submitted_at ?? story.updated_at)}</time>
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button asChild size="sm" variant="outline">
          <Link to={paths.story(story.slug)} aria-label={t("Read {{title}}", { title: story.title })}>
            <BookOpenText aria-hidden /> {t("Read")}
          </Link>
        </Button>
        <Button size="sm" onClick={() => onApprove(story)} disabled={busy} aria-label={t("Approve {{title}}", { title: story.title })}>
          <Check aria-hidden /> {t("Approve")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onReject(story)} disabled={busy} aria-label={t("Reject {{title}}", { title: story.title })}>
          <X aria-hidden /> {t("Reject")}
        </Button>
      </div>
    </li>
  );
}
