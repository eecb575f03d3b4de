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
