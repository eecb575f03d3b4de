import { useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useSetAtom } from "jotai";
import { errorMessage } from "@/lib/api-client";
import { clsx } from "clsx";
import { contentLang } from "@/lib/content-lang";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { SEARCH_MIN_CHARS, useCombinedSearch } from "../api/get-combined-search";
import { toSearchGroups, type SearchOption } from "../lib/search-groups";
import { searchAtom } from "../state";

// Loaded by header-search.tsx on the first focus of the box; classes are joined with clsx like the shell's.

/** What the header's input shows of the results: its aria-expanded, aria-activedescendant and the live announcement. */
export interface SearchAria {
  expanded: boolean;
  activeId: string | undefined;
  announcement: string;
}
/** The results' keys (moving through the options, Enter on one, Escape closing the list), called by the input first; true when it handled the key. */
export interface SearchController {
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => boolean;
}

/**
 * The header search's results (header-search.tsx owns the input): the combined search for what is
 * typed, grouped in a listbox (books, stories, …) that the arrow keys move through; Enter opens an
 * option (or, with none chosen, the library's results), Escape closes the list.
 */
export function SearchResults({
  id,
  listboxId,
  value,
  open,
  setOpen,
  inPanel,
  onNavigate,
  controller,
  onAria,
}: {
  id: string;
  listboxId: string;
  value: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  inPanel: boolean;
  onNavigate?: () => void;
  controller: RefObject<SearchController | null>;
  onAria: (aria: SearchAria) => void;
}) {
  const { t } = useTranslation();
  const setSaved = useSetAtom(searchAtom);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();

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
    if (!option.href) return;
    onNavigate?.();
    void navigate(option.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): boolean => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return true;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i < 0 ? (step === 1 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
      return true;
    }
    if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
      return true;
    }
    if (e.key === "Escape" && expanded) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      return true;
    }
    // Enter without a chosen option and Escape with the list closed are the box's own (header-search.tsx).
    return false;
  };
  useLayoutEffect(() => {
    controller.current = { onKeyDown };
  });
  useLayoutEffect(
    () => () => {
      controller.current = null;
    },
    [controller],
  );

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  const announcement = !searching
    ? ""
    : results.isError
      ? t("Search failed")
      : results.data === undefined
        ? ""
        : count === 0
          ? t("No results for {{query}}", { query })
          : t("{{count, number}} results", { count });
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  const shown = expanded && count > 0;
  useEffect(() => onAria({ expanded: shown, activeId, announcement }), [onAria, shown, activeId, announcement]);

  let index = -1;
  return (
    <>
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
                const disabled = !option.href;
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
    </>
  );
}
