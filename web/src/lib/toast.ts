import { toast as sonner, type ExternalToast } from "sonner";

type Show = (message: string, data?: ExternalToast) => string | number;

/** Keys a toast by its text: sonner updates a toast whose id is already on screen instead of adding one. */
const once =
  (show: Show): Show =>
  (message, data) =>
    show(message, { id: message, ...data });

/**
 * The app's toasts: sonner's, each message on screen at most once. One action can reach the same
 * message by two roads — the session-expired notice and the failed call's own error toast (both
 * "Your token is expired, please relogin!"), a query that fails again while its toast is showing,
 * an effect that runs twice — and the user should read it once. A toast given its own `id` keeps it.
 */
export const toast = {
  success: once(sonner.success),
  error: once(sonner.error),
  info: once(sonner.info),
  warning: once(sonner.warning),
  message: once(sonner.message),
  dismiss: sonner.dismiss,
};
