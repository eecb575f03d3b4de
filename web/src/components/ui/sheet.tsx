import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

/**
 * A slide-out panel (Radix Dialog): focus moves in and is trapped, Escape closes it and focus
 * returns to what opened it. `size="menu"` is the narrow mobile menu; `size="panel"` a details
 * panel (full width on a phone, up to 36rem).
 */
export function Sheet({ open, onOpenChange, title, description, children, side = "left", size = "menu", closeLabel = "Close menu" }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  side?: "left" | "right";
  size?: "menu" | "panel";
  closeLabel?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        {/* Without a description Radix must be told there is none (else it warns). */}
        <Dialog.Content
          className={`fixed inset-y-0 ${side === "left" ? "start-0" : "end-0"} z-50 flex ${size === "menu" ? "w-[min(20rem,85vw)]" : "w-full max-w-xl"} flex-col gap-4 overflow-y-auto bg-surface p-5 shadow-xl`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid min-w-0 gap-0.5">
              <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
              {description ? <Dialog.Description className="text-sm text-ink-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="rounded-md p-2 hover:bg-surface-alt" aria-label={closeLabel}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
