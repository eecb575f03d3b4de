import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api-client";
import { usePublicConfig } from "../api/get-public-config";
import { TurnstileWidget } from "../components/turnstile-widget";

/**
 * The security check a sign-in form shows once the server asks for it (after an account's or an
 * address's free attempts, lib/throttle.ts answers 429 with a `turnstile_token` field): the
 * Turnstile widget appears, and its token goes with the next attempt. A token is good for one
 * attempt, so every failure asks the widget for a fresh one.
 */
export interface SecurityCheck {
  /** The current token, to send as turnstile_token (or the X-Turnstile-Token header). */
  token: string | undefined;
  /** Call with every failed attempt's error. */
  onFailure: (err: unknown) => void;
  /** The widget, when the server has asked for the check; null otherwise. */
  widget: ReactNode;
}

export function useSecurityCheck(): SecurityCheck {
  const siteKey = usePublicConfig().data?.turnstile_site_key ?? null;
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string>();

  const onFailure = (err: unknown) => {
    const asked = err instanceof ApiError ? err.fields.turnstile_token?.[0] : undefined;
    if (asked) {
      setRequired(true);
      setMessage(asked);
    }
    if (asked || required) {
      setToken(null);
      setAttempt((n) => n + 1);
    }
  };

  return {
    token: token ?? undefined,
    onFailure,
    widget: required && siteKey ? <TurnstileWidget key={attempt} siteKey={siteKey} onToken={setToken} error={token ? undefined : message} /> : null,
  };
}
