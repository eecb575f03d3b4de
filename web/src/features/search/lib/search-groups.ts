import type { TFunction } from "i18next";
import type { BookHit, StoryHit } from "@contracts/combined-search";
import type { CourseSummaryOut, LessonHit } from "@contracts/learning";
import { paths } from "@/config/paths";
import { msg } from "@/lib/i18n";
import { isolate } from "@/lib/bidi";
import type { CombinedSearchGroups } from "../api/get-combined-search";

/** One row of the results popup. */
export interface SearchOption {
  key: string;
  title: string;
  /** The language the title is written in (books, stories, courses), to mark it with lang. */
  lang?: string | null;
  detail: string;
  /** Where choosing it goes (a story: its page, /stories/{slug}). */
  href: string | null;
}
export interface SearchGroup {
  key: string;
  label: string;
  options: SearchOption[];
}

type Item = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");
const slugOrId = (item: Item) => text(item.slug) || text(item.id);

/**
 * Groups the web app knows how to show and link; any other group is shown with its own name.
 * Labels are msg() keys; `t` translates the details ("by …", "in …"). People's names are isolated
 * (U+2068 … U+2069) so a right-to-left sentence keeps "Grace R." whole; a story's author is named as
 * the API presents them, as its reader dialog does.
 */
const KNOWN: Record<string, { label: string; option: (item: Item, t: TFunction) => Omit<SearchOption, "key"> }> = {
  books: {
    label: msg("Books"),
    option: (item, t) => {
      const b = item as unknown as BookHit;
      return { title: b.title, lang: b.language, detail: b.author_name ? t("by {{name}}", { name: isolate(b.author_name) }) : "", href: paths.book(b.id) };
    },
  },
  stories: {
    label: msg("Stories"),
    option: (item, t) => {
      const s = item as unknown as StoryHit;
      return { title: s.title, lang: s.language, detail: s.author ? t("by {{name}}", { name: isolate(`${s.author.first_name} ${s.author.last_name}`.trim()) }) : "", href: paths.story(s.slug) };
    },
  },
  courses: {
    label: msg("Courses"),
    option: (item) => {
      const c = item as unknown as CourseSummaryOut;
      return { title: c.title, lang: c.language, detail: c.intro, href: paths.learning.course(c.slug, c.kind) };
    },
  },
  lessons: {
    label: msg("Lessons"),
    option: (item, t) => {
      const l = item as unknown as LessonHit;
      return { title: l.title, lang: l.language, detail: t("in {{course}}", { course: l.course_title }), href: paths.learning.lesson(l.course_slug, l.chapter_slug, l.lesson_slug) };
    },
  },
  charities: { label: msg("Charities"), option: (item) => ({ title: text(item.name) || text(item.title), detail: text(item.summary), href: paths.giving.charity(slugOrId(item)) }) },
  projects: { label: msg("Projects"), option: (item) => ({ title: text(item.title) || text(item.name), detail: text(item.summary), href: paths.giving.project(slugOrId(item)) }) },
};

const ORDER = ["books", "stories", "courses", "lessons", "charities", "projects"];
const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[_-]+/g, " ");

/** The answer as ordered groups of options (empty groups left out), labels and details in the reader's language. */
export function toSearchGroups(result: CombinedSearchGroups | undefined, t: TFunction): SearchGroup[] {
  if (!result) return [];
  const keys = Object.keys(result)
    .filter((k) => Array.isArray(result[k]))
    .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return keys
    .map((key) => {
      const known = KNOWN[key];
      const items = result[key] as Item[];
      const options = items.map((item, i) => ({
        key: `${key}-${text(item.id) || i}`,
        ...(known ? known.option(item, t) : { title: text(item.title) || text(item.name) || t("Untitled"), detail: "", href: null }),
      }));
      return { key, label: known ? t(known.label) : capitalise(key), options };
    })
    .filter((g) => g.options.length > 0);
}
