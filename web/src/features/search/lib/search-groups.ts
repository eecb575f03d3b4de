import type { BookOut } from "@contracts/books";
import type { StoryHit } from "@contracts/combined-search";
import type { CourseSummaryOut, LessonHit } from "@contracts/learning";
import { paths } from "@/config/paths";
import type { CombinedSearchGroups } from "../api/get-combined-search";

/** One row of the results popup. */
export interface SearchOption {
  key: string;
  title: string;
  detail: string;
  /** Where choosing it goes; a story opens in the reader dialog instead. */
  href: string | null;
  story?: StoryHit;
}
export interface SearchGroup {
  key: string;
  label: string;
  options: SearchOption[];
}

type Item = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");
const slugOrId = (item: Item) => text(item.slug) || text(item.id);

/** Groups the web app knows how to show and link; any other group is shown with its own name. */
const KNOWN: Record<string, { label: string; option: (item: Item) => Omit<SearchOption, "key"> }> = {
  books: {
    label: "Books",
    option: (item) => {
      const b = item as unknown as BookOut;
      return { title: b.title, detail: b.author_name ? `by ${b.author_name}` : "", href: paths.book(b.id) };
    },
  },
  stories: {
    label: "Stories",
    option: (item) => {
      const s = item as unknown as StoryHit;
      return { title: s.title, detail: s.author ? `by ${s.author.first_name}` : "", href: null, story: s };
    },
  },
  courses: {
    label: "Courses",
    option: (item) => {
      const c = item as unknown as CourseSummaryOut;
      return { title: c.title, detail: c.intro, href: paths.learning.course(c.slug, c.kind) };
    },
  },
  lessons: {
    label: "Lessons",
    option: (item) => {
      const l = item as unknown as LessonHit;
      return { title: l.title, detail: `in ${l.course_title}`, href: paths.learning.lesson(l.course_slug, l.chapter_slug, l.lesson_slug) };
    },
  },
  charities: { label: "Charities", option: (item) => ({ title: text(item.name) || text(item.title), detail: text(item.summary), href: paths.giving.charity(slugOrId(item)) }) },
  projects: { label: "Projects", option: (item) => ({ title: text(item.title) || text(item.name), detail: text(item.summary), href: paths.giving.project(slugOrId(item)) }) },
};

const ORDER = ["books", "stories", "courses", "lessons", "charities", "projects"];
const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[_-]+/g, " ");

/** The answer as ordered groups of options (empty groups left out). */
export function toSearchGroups(result: CombinedSearchGroups | undefined): SearchGroup[] {
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
        ...(known ? known.option(item) : { title: text(item.title) || text(item.name) || "Untitled", detail: "", href: null }),
      }));
      return { key, label: known?.label ?? capitalise(key), options };
    })
    .filter((g) => g.options.length > 0);
}
