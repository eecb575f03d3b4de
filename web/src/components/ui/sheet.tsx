import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

/** A slide-out panel (Radix Dialog): focus is trapped inside and Escape closes it. */
export function Sheet({ open, onOpenChange, title, children, side = "left" }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  side?: "left" | "right";
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={`fixed inset-y-0 ${side === "left" ? "left-0" : "right-0"} z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-surface p-5 shadow-xl`}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-surface-alt" aria-label="Close menu">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
