import { useTranslation } from "react-i18next";
import type { BookCategoryOut } from "@contracts/books";
import { cn } from "@/lib/cn";

/** Toggle chips for the categories; the chosen one (by slug) filters the grid. */
export function CategoryChips({ categories, selected, onSelect }: { categories: BookCategoryOut[]; selected: string; onSelect: (slug: string) => void }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  const chip = (active: boolean) =>
    cn(
      "min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
      active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink hover:bg-surface-alt",
    );
  return (
    <div role="group" aria-label={t("Categories")} className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
      <button type="button" className={chip(selected === "")} aria-pressed={selected === ""} onClick={() => onSelect("")}>
        {t("All categories")}
      </button>
      {categories.map((c) => (
        <button key={c.id} type="button" className={chip(selected === c.slug)} aria-pressed={selected === c.slug} onClick={() => onSelect(selected === c.slug ? "" : c.slug)}>
          {c.name}
        </button>
      ))}
    </div>
  );
}
