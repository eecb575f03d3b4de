import { Check, CloudOff, Loader2 } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import type { SaveState } from "../hooks/use-autosave";

/** The autosave's state, announced politely so writing is never interrupted. */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-ink-muted">
      {state.status === "saving" ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden /> Saving…
        </>
      ) : state.status === "saved" ? (
        <>
          <Check className="size-4 text-green-700" aria-hidden /> Saved
        </>
      ) : state.status === "pending" ? (
        "Unsaved changes"
      ) : state.status === "invalid" ? (
        "Not saved: please check the highlighted fields"
      ) : state.status === "error" ? (
        <span className="flex items-center gap-1.5 text-danger">
          <CloudOff className="size-4" aria-hidden /> Not saved: {errorMessage(state.error)}
        </span>
      ) : null}
    </p>
  );
}
