import { lazy, startTransition, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { Search } from "lucide-react";
import { paths } from "@/config/paths";
import { clsx } from "clsx";
import { SEARCH_MIN_CHARS } from "../api/get-combined-search";
import { searchAtom } from "../state";
import type { SearchAria, SearchController } from "./search-results";

// In the app shell: classes are joined with clsx (no tailwind-merge in the entry), so none conflict.
// The results (the combined search's query, its groups, the listbox, keyboard choice, the story
// dialog) load the first time the box is focused or typed in: they are not part of every page's
// first download. The input stays the same element throughout, so focus and typing carry on.
const SearchResults = lazy(() => import("./search-results").then((m) => ({ default: m.SearchResults })));

/**
 * The header's search box on a school's site: an ARIA 1.2 combobox whose listbox groups the
 * combined search's results (books, stories, …). Arrow keys move through the options, Enter opens
 * one (or, with none chosen, the library's results), Escape closes the list.
 */
export function HeaderSearch({ className, onNavigate, inPanel = false }: { className?: string; onNavigate?: () => void; inPanel?: boolean }) {
  const { t } = useTranslation();
  const saved = useAtomValue(searchAtom);
  const [value, setValue] = useState(saved.query);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<SearchAria>({ expanded: false, activeId: undefined, announcement: "" });
  const controller = useRef<SearchController | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const wrapper = useRef<HTMLDivElement>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (controller.current?.onKeyDown(e)) return;
    // With no option chosen (or before the results have loaded): Enter searches the library, Escape clears the box.
    if (e.key === "Enter") {
      e.preventDefault();
      if (value.trim().length < SEARCH_MIN_CHARS) return;
      setOpen(false);
      onNavigate?.();
      void navigate(`${paths.library}?search=${encodeURIComponent(value.trim())}`);
    } else if (e.key === "Escape" && value) {
      e.preventDefault();
      setValue("");
    }
  };

  return (
    <div
      ref={wrapper}
      className={clsx("relative", className)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
      <input
        type="search"
        role="combobox"
        aria-label={t("Find books and stories")}
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={listboxId}
        aria-activedescendant={aria.activeId}
        autoComplete="off"
        placeholder={t("Find books and stories")}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          want();
        }}
        onFocus={() => {
          setOpen(true);
          want();
        }}
        onPointerEnter={want}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-line-muted bg-surface pe-3 ps-9 text-sm text-ink placeholder:text-ink-muted focus-visible:border-primary"
      />
      <span className="sr-only" role="status" aria-live="polite">
        {open ? aria.announcement : ""}
      </span>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchResults id={id} listboxId={listboxId} value={value} open={open} setOpen={setOpen} inPanel={inPanel} onNavigate={onNavigate} controller={controller} onAria={setAria} />
        </Suspense>
      ) : null}
    </div>
  );
}
