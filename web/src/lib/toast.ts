import type { ExternalToast } from "sonner";

type Show = (message: string, data?: ExternalToast) => string | number;
type Kind = "success" | "error" | "info" | "warning" | "message";

let sonner: Promise<typeof import("sonner")> | undefined;
/**
 * sonner's code, fetched when the app's Toaster mounts or at the first toast, whichever comes
 * first: it is not part of the entry JavaScript (issue #15). Calls keep their order (one promise),
 * and a toast shown before the Toaster mounts is replayed to it by sonner.
 */
export const loadSonner = () => {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of requested.splice(0)) listener();
  }
  return sonner;
};
let requested: (() => void)[] = [];
/** Calls `listener` when sonner is first asked for (at once if it has been); returns the way to stop listening. */
export function onSonnerRequested(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  requested.push(listener);
  return () => {
    requested = requested.filter((l) => l !== listener);
  };
}

/** Keys a toast by its text: sonner updates a toast whose id is already on screen instead of adding one. */
const once =
  (kind: Kind): Show =>
  (message, data) => {
    void loadSonner().then(({ toast }) => toast[kind](message, { id: message, ...data }));
    return data?.id ?? message;
  };

/**
 * The app's toasts: sonner's, each message on screen at most once. One action can reach the same
 * message by two roads — the session-expired notice and the failed call's own error toast (both
 * "You were signed out. Please sign in again."), a query that fails again while its toast is showing,
 * an effect that runs twice — and the user should read it once. A toast given its own `id` keeps it.
 */
export const toast = {
  success: once("success"),
  error: once("error"),
  info: once("info"),
  warning: once("warning"),
  message: once("message"),
  dismiss: (id?: string | number) => {
    void loadSonner().then(({ toast }) => toast.dismiss(id));
    return id;
  },
};
