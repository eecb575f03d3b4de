import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once, and only on pages that show the widget. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface TurnstileWidgetProps {
  siteKey: string;
  /** A fresh token, or null when it expired or the check failed (a token is good for one submit). */
  onToken: (token: string | null) => void;
  error?: string;
}

/** Cloudflare Turnstile; remount it (change its key) to get a new token after a failed submit. */
export function TurnstileWidget({ siteKey, onToken, error }: TurnstileWidgetProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latestOnToken = useRef(onToken);
  useEffect(() => {
    latestOnToken.current = onToken;
  });

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          size: "flexible",
          callback: (token: string) => latestOnToken.current(token),
          "expired-callback": () => latestOnToken.current(null),
          "error-callback": () => latestOnToken.current(null),
        });
      })
      .catch(() => latestOnToken.current(null));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return (
    <div className="grid gap-1.5">
      <div ref={container} aria-label={t("Security check")} role="group" className="min-h-[65px]" />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
