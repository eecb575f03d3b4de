import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { paths } from "@/config/paths";

export const LOGIN_SUCCESS_MESSAGE = msg("Logged in successfully");
export const LOGIN_FAILED_MESSAGE = msg("Login failed");
/** The toast gets a moment on screen before the page changes. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * What every successful sign-in does next: a toast, then after 500 ms the pending invitation
 * (/login/:token), else the page the user was sent here from, else home.
 */
export function useFinishSignIn(invitationToken?: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const from = (location.state as { from?: unknown } | null)?.from;
  return useCallback(() => {
    toast.success(t(LOGIN_SUCCESS_MESSAGE));
    const target = invitationToken ? paths.acceptInvitation(invitationToken) : isLocalPath(from) ? from : paths.afterSignIn;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  }, [invitationToken, from, navigate, t]);
}

/** Only a path of this app (not "//other.host") is followed. */
const isLocalPath = (value: unknown): value is string => typeof value === "string" && value.startsWith("/") && !value.startsWith("//");
