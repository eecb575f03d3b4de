import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpenText } from "lucide-react";
import type { StoryCardOut } from "@contracts/stories";
import { paths } from "@/config/paths";
import { contentLang } from "@/lib/content-lang";
import { isolate } from "@/lib/bidi";
import { authorName } from "../lib/author-name";

/** One story on the library's shelf; the whole card is a link to the story's page. */
function StoryCard({ story }: { story: StoryCardOut }) {
  const { t } = useTranslation();
  return (
    <li className="min-w-0">
      <Link
        to={paths.story(story.slug)}
        className="group grid h-full content-start gap-2 rounded-lg border border-line-muted bg-surface p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {story.cover ? (
          <img src={story.cover} alt="" loading="lazy" className="aspect-[16/9] w-full rounded-md object-cover" />
        ) : (
          <div aria-hidden className="grid aspect-[16/9] w-full place-items-center rounded-md bg-surface-alt text-ink-muted">
            <BookOpenText className="size-8" />
          </div>
        )}
        <span className="line-clamp-2 font-semibold break-words text-ink group-hover:underline" {...contentLang(story.language)}>
          {story.title}
        </span>
        <span className="text-xs text-ink-muted">
          {t("by {{name}}", { name: isolate(authorName(story)) })}
        </span>
        {story.excerpt ? (
          <span className="line-clamp-3 text-sm break-words text-ink-muted" {...contentLang(story.language)}>
            {story.excerpt}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** Stories written by the school's pupils and teachers, as cards linking to their pages. */
export function StoryShelf({ stories, label }: { stories: StoryCardOut[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3">
      {stories.map((s) => (
        <StoryCard key={s.id} story={s} />
      ))}
    </ul>
  );
}
