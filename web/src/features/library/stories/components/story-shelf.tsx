import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpenText } from "lucide-react";
import { initialOf } from "@contracts/initials";
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
        <StoryCardCover story={story} />
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

/**
 * A card's picture: its cover at 16:9, or without one (or when it cannot be loaded) a compact band
 * at a fixed 4:1 — the book covers' drawn look (the school's colour, an icon) with the story's
 * initial, in the story's language — so a card without a cover is not a large empty box and
 * nothing moves as pictures arrive. Decorative: the card's link is named by the title.
 */
function StoryCardCover({ story }: { story: Pick<StoryCardOut, "cover" | "title" | "language"> }) {
  const [failed, setFailed] = useState(false);
  if (story.cover && !failed) {
    return <img src={story.cover} alt="" loading="lazy" decoding="async" width={320} height={180} onError={() => setFailed(true)} className="aspect-[16/9] w-full rounded-md object-cover" />;
  }
  return (
    <div aria-hidden data-testid="story-cover-fallback" className="flex aspect-[4/1] w-full items-center justify-between rounded-md bg-gradient-to-br from-primary to-primary-dark px-4 text-white">
      <span className="text-3xl leading-none font-bold" {...contentLang(story.language)}>
        {initialOf(story.title)}
      </span>
      <BookOpenText className="size-6 opacity-80" />
    </div>
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
