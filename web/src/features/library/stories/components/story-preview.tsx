import { useTranslation } from "react-i18next";
import type { StoryOut } from "@contracts/stories";
import { cn } from "@/lib/cn";
import { PROSE as STORY_PROSE } from "@/lib/prose";
import { contentLang } from "@/lib/content-lang";
import { isolate } from "@/lib/bidi";

/** A story as readers will see it. The body is the server's sanitised HTML (allow-listed tags only). */
export function StoryPreview({ story, headingLevel = 3 }: { story: Pick<StoryOut, "title" | "body_html" | "cover" | "author" | "language">; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article aria-label={t("Story preview")} className="grid gap-3 rounded-lg border border-line-muted bg-surface p-4 sm:p-6">
      {story.cover ? <img src={story.cover} alt="" className="max-h-64 w-full rounded-md object-cover" /> : null}
      <header>
        <Heading className="text-2xl font-bold break-words text-ink" {...contentLang(story.language)}>
          {story.title}
        </Heading>
        <p className="text-sm text-ink-muted">
          {t("by {{name}}", { name: isolate(`${story.author.first_name} ${story.author.last_name}`.trim()) })}
        </p>
      </header>
      {story.body_html ? (
        <div className={cn("break-words", STORY_PROSE)} {...contentLang(story.language)} dangerouslySetInnerHTML={{ __html: story.body_html }} />
      ) : (
        <p className="text-sm text-ink-muted">{t("This story has no words yet.")}</p>
      )}
    </article>
  );
}
