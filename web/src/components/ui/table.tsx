import { useTranslation } from "react-i18next";
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A table in a horizontally scrollable frame. The frame is focusable so keyboard users can scroll
 * it on narrow screens; `label` names it for screen readers (defaults to "Table").
 */
export function Table({ className, label, ...props }: HTMLAttributes<HTMLTableElement> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={label ?? t("Table")} tabIndex={0} className="w-full overflow-x-auto rounded-lg border border-line-muted bg-surface">
      <table className={cn("w-full text-start text-sm", className)} {...props} />
    </div>
  );
}
export const THead = (props: HTMLAttributes<HTMLTableSectionElement>) => <thead className="bg-surface-alt text-ink" {...props} />;
export const TBody = (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody className="divide-y divide-line-muted" {...props} />;
export const TR = (props: HTMLAttributes<HTMLTableRowElement>) => <tr {...props} />;
export const TH = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  // relative: a visually hidden label inside stays within the cell instead of widening the page on phones.
  <th scope="col" className={cn("relative px-4 py-3 text-start font-semibold whitespace-nowrap", className)} {...props} />
);
export const TD = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => <td className={cn("px-4 py-3 align-middle", className)} {...props} />;

/**
 * A table that is a block of labelled lines per row on phones (under `sm`) instead of a row wider
 * than the screen, so a row's buttons are never off its edge: the header stays for screen readers,
 * and each cell given CELL_LABEL and `data-label` shows its column's name above its value. From
 * `sm` up it is the table. ROW_BUTTON makes a row's buttons 44 px high on touch screens.
 */
export const STACKED_ON_PHONES = "max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2 max-sm:[&_td]:block max-sm:[&_td]:py-1";
export const CELL_LABEL = "max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]";
export const ROW_BUTTON = "pointer-coarse:h-11";
