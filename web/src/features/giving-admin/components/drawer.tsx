import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

/**
 * A details panel sliding in from the right (a Radix dialog: focus moves in and is trapped, Escape
 * closes it and focus returns to what opened it). Full width on a phone.
 */
export function Drawer({ open, onOpenChange, title, description, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        {/* Without a description Radix must be told there is none (else it warns). */}
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col gap-4 overflow-y-auto bg-surface p-5 shadow-xl"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid min-w-0 gap-0.5">
              <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
              {description ? <Dialog.Description className="text-sm text-ink-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="rounded-md p-2 hover:bg-surface-alt" aria-label="Close details">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
