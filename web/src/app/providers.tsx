import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Provider as JotaiProvider, useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { loadSonner, onSonnerRequested } from "@/lib/toast";

// sonner is not in the entry; a toast shown before it mounts is replayed to it.
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The Toaster mounts at the first toast, or once the first page is on screen and the browser is
 * idle (issue #15: its code and styles no longer compete with the page's own on a first visit).
 */
function LateToaster({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onSonnerRequested(mount);
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(mount, { timeout: 2000 }) : window.setTimeout(mount, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      stop();
      window.removeEventListener("load", whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const TOAST_COLOURS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--error-text": "hsl(360, 100%, 36%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as CSSProperties;

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: do not retry them.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/**
 * Answers depend on who asks (a course's access, my books, the cart): when the signed-in user
 * changes (sign-in, sign-out, another account), every cached answer is marked stale and the pages
 * on screen fetch again as the new user (keeping what they show until the new answer arrives, so
 * a page in the middle of a flow, like registration's success step, is not torn down).
 */
export function SessionCacheReset() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const client = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    void client.invalidateQueries();
  }, [userId, client]);
  return null;
}

const TOAST_CLASSES = { closeButton: "size-6!" };

/**
 * The toasts, named in the reader's language: sonner's own labels ("Notifications alt+T", "Close
 * toast") were read out in English on an Arabic or Hindi page, and its 20 px close button is made
 * the 24 px a child's finger needs (WCAG 2.5.8).
 */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      richColors
      position="top-center"
      closeButton
      style={TOAST_COLOURS}
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close"), classNames: TOAST_CLASSES }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <SessionCacheReset />
        {children}
        {/* Darker text than sonner's rich colours, which fall below 4.5:1 contrast on their own backgrounds. */}
        <LateToaster>
          <AppToaster />
        </LateToaster>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
