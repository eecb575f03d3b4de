import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtom } from "jotai";
import { Search } from "lucide-react";
import type { StoryHit } from "@contracts/combined-search";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { clsx } from "clsx";
import { contentLang } from "@/lib/content-lang";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { SEARCH_MIN_CHARS, useCombinedSearch } from "../api/get-combined-search";
import { toSearchGroups, type SearchOption } from "../lib/search-groups";
import { searchAtom } from "../state";

// In the app shell: classes are joined with clsx (no tailwind-merge in the entry), so none conflict.
// Loaded when a story is opened: the dialog's code is not part of every page's first download.
const StoryDialog = lazy(() => import("./story-dialog").then((m) => ({ default: m.StoryDialog })));

/**
 * The header's search box on a school's site: an ARIA 1.2 combobox whose listbox groups the
 * combined search's results (books, stories, …). Arrow keys move through the options, Enter opens
 * one (or, with none chosen, the library's results), Escape closes the list.
 */
export function HeaderSearch({ className, onNavigate, inPanel = false }: { className?: string; onNavigate?: () => void; inPanel?: boolean }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useAtom(searchAtom);
  const [value, setValue] = useState(saved.query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [story, setStory] = useState<StoryHit | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const wrapper = useRef<HTMLDivElement>(null);

  const query = useDebouncedValue(value.trim());
  const searching = query.length >= SEARCH_MIN_CHARS;
  const results = useCombinedSearch(query);
  const groups = useMemo(() => (searching ? toSearchGroups(results.data, t) : []), [searching, results.data, t]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const optionId = (i: number) => `${id}-option-${i}`;
  const count = options.length;

  // A new answer starts with nothing highlighted; the last query worth searching is remembered.
  useEffect(() => setActive(-1), [groups]);
  useEffect(() => {
    if (searching) setSaved({ query });
  }, [searching, query, setSaved]);

  const expanded = open && searching && (results.data !== undefined || results.isError);

  const choose = (option: SearchOption) => {
    setOpen(false);
    if (option.story) {
      setStory(option.story);
      return;
    }
    if (!option.href) return;
    onNavigate?.();
    void navigate(option.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i < 0 ? (step === 1 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (expanded && active >= 0 && options[active]) choose(options[active]);
      else if (value.trim().length >= SEARCH_MIN_CHARS) {
        setOpen(false);
        onNavigate?.();
        void navigate(`${paths.library}?search=${encodeURIComponent(value.trim())}`);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      } else if (value) {
        e.preventDefault();
        setValue("");
      }
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  let index = -1;
  const announcement = !searching
    ? ""
    : results.isError
      ? t("Search failed")
      : results.data === undefined
        ? ""
        : count === 0
          ? t("No results for {{query}}", { query })
          : t("{{count, number}} results", { count });

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
        aria-expanded={expanded && count > 0}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={t("Find books and stories")}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-line-muted bg-surface pe-3 ps-9 text-sm text-ink placeholder:text-ink-muted focus-visible:border-primary"
      />
      <span className="sr-only" role="status" aria-live="polite">
        {open ? announcement : ""}
      </span>
      <div
        className={clsx(
          "absolute top-full end-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line-muted bg-surface p-1 shadow-lg",
          // In the header it opens leftwards from the box's right edge; in the menu panel it matches the box.
          inPanel ? "start-0" : "w-[max(100%,20rem)] max-w-[calc(100vw-1.5rem)]",
          !expanded && "hidden",
        )}
      >
        {results.isError ? (
          <p className="px-3 py-2 text-sm text-danger">{errorMessage(results.error, t("Search failed"))}</p>
        ) : count === 0 && expanded ? (
          <p className="px-3 py-2 text-sm text-ink-muted">{t("No results")}</p>
        ) : null}
        <div role="listbox" id={listboxId} aria-label={t("Search results")} hidden={count === 0}>
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="py-1">
              <div role="presentation" id={`${id}-${group.key}`} className="px-3 pt-1 pb-0.5 text-xs font-bold tracking-wide text-ink-muted uppercase">
                {group.label}
              </div>
              {group.options.map((option) => {
                index += 1;
                const i = index;
                const disabled = !option.href && !option.story;
                return (
                  <div
                    key={option.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    aria-disabled={disabled || undefined}
                    // Keeps focus in the input, so a click chooses without blurring the combobox first.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(option)}
                    className={clsx("grid gap-0.5 rounded-md px-3 py-2 text-sm", i === active ? "bg-primary-light text-primary-dark" : "text-ink", disabled ? "cursor-default opacity-70" : "cursor-pointer")}
                  >
                    <span className="line-clamp-1 font-semibold" {...contentLang(option.lang)}>
                      {option.title}
                    </span>
                    {option.detail ? <span className={clsx("line-clamp-1 text-xs", i === active ? "text-primary-dark" : "text-ink-muted")}>{option.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {story ? (
        <Suspense fallback={null}>
          <StoryDialog story={story} onClose={() => setStory(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
