import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Sheet } from "@/components/ui/sheet";

/** A record's details sliding in from the right (the shared Sheet as a wide panel). Full width on a phone. */
export function Drawer({ open, onOpenChange, title, description, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} description={description} side="right" size="panel" closeLabel={t("Close details")}>
      {children}
    </Sheet>
  );
}

/** A term/value list for the facts of a record. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
