import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookOpen, Home, Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";

export const LIBRARY_SECTIONS = ["home", "all", "featured"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];
export const asSection = (v: string): LibrarySection => ((LIBRARY_SECTIONS as readonly string[]).includes(v) ? (v as LibrarySection) : "home");

/** A section's name, a msg() key: show it with t(sectionLabel(s)). */
const LABELS: Record<LibrarySection, string> = { home: msg("Home"), all: msg("All Books"), featured: msg("Featured Books") };
export const sectionLabel = (s: LibrarySection) => LABELS[s];
const ICONS = { home: Home, all: BookOpen, featured: Star } as const;

/**
 * Home / All Books / Featured Books with their counts: a row of links on phones, a side list on
 * wide screens. The selection lives in the URL (?section=), so Back and shared links keep it.
 * The nav is `min-w-0`: as a grid or flex item its automatic minimum width would be the whole
 * row of links, widening the page on a phone instead of letting the row scroll.
 */
export function LibrarySections({ current, counts, hrefFor }: { current: LibrarySection; counts?: { all: number; featured: number }; hrefFor: (s: LibrarySection) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("Library sections")} className="min-w-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {LIBRARY_SECTIONS.map((s) => {
          const Icon = ICONS[s];
          const count = s === "all" ? counts?.all : s === "featured" ? counts?.featured : undefined;
          const active = s === current;
          return (
            <li key={s} className="shrink-0">
              <Link
                to={hrefFor(s)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold whitespace-nowrap",
                  active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink hover:bg-surface-alt",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {t(LABELS[s])}
                {count !== undefined ? (
                  <span className={cn("ms-auto rounded-full px-2 text-xs", active ? "bg-white/20" : "bg-surface-alt text-ink")}>{formatNumber(count)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
