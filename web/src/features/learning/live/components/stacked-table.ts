/**
 * On phones (under `sm`) a table of this page is a block of labelled lines per row instead of a
 * row wider than the screen, so nothing needs sideways scrolling: the header stays for screen
 * readers, and each labelled cell shows its column's name (data-label) above its value. From `sm`
 * up it is the table. 44 px buttons on touch.
 */
export const STACKED_ON_PHONES = "max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2 max-sm:[&_td]:block max-sm:[&_td]:py-1";
export const CELL_LABEL = "max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]";
export const ROW_BUTTON = "pointer-coarse:h-11";
