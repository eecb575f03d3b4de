import type { ReactNode } from "react";
import { Inbox } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "./alert";
import { Spinner } from "./spinner";

/** Loading, error and empty placeholders for a list or a loaded form. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex min-h-32 items-center justify-center rounded-lg border border-line-muted bg-surface">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ error, title = "Could not load this page" }: { error: unknown; title?: string }) {
  return (
    <Alert tone="error">
      <p className="font-semibold">{title}</p>
      <p>{errorMessage(error)}</p>
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line-muted bg-surface px-4 py-10 text-center text-sm text-ink-muted">
      <Inbox className="size-6" aria-hidden />
      {children}
    </div>
  );
}
