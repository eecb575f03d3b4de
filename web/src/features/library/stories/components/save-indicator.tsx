import { Check, CloudOff, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-client";
import type { SaveState } from "../hooks/use-autosave";

/** The autosave's state, announced politely so writing is never interrupted. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-ink-muted">
      {state.status === "saving" ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t("Saving…")}
        </>
      ) : state.status === "saved" ? (
        <>
          <Check className="size-4 text-green-700" aria-hidden /> {t("Saved")}
        </>
      ) : state.status === "pending" ? (
        t("Unsaved changes")
      ) : state.status === "invalid" ? (
        t("Not saved: please check the highlighted fields")
      ) : state.status === "error" ? (
        <span className="flex items-center gap-1.5 text-danger">
          <CloudOff className="size-4" aria-hidden /> {t("Not saved: {{error}}", { error: errorMessage(state.error) })}
        </span>
      ) : null}
    </p>
  );
}
