import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * A button that asks first, then runs the action; the dialog stays open (pending) while it runs
 * and closes when it is done, or stays open after a failure so the user can try again or cancel.
 */
export function ConfirmButton({ trigger, title, description, confirmLabel, onConfirm }: { trigger: (open: () => void) => ReactNode; title: string; description: string; confirmLabel: string; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        tone="default"
        pending={pending}
        onConfirm={async () => {
          setPending(true);
          try {
            await onConfirm();
            setOpen(false);
          } catch {
            // The action reports its own failure (a toast); the dialog stays for another try.
          } finally {
            setPending(false);
          }
        }}
      />
    </>
  );
}
