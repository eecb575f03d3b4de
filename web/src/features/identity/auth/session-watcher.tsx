import { useEffect, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { paths } from "@/config/paths";
import { setSessionExpiredHandler } from "@/lib/api-client";
import { genericAccessAtom, getStoredUser, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { fetchProfile } from "./api";
import { syncCommunityAccess } from "./api/check-community-access";

/**
 * Keeps the session honest: refreshes the stored profile at start (a 401 there, after one refresh
 * attempt, removes it), drops a community flag whose cookie has expired, and sends the user to
 * /login with a warning when the session has expired.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  useForgetPreviousUser();
  useEffect(() => {
    setSessionExpiredHandler((message) => {
      // The message is lib/api-client's English sentence, which is also its catalogue key.
      toast.error(i18n.t(message));
      navigate(paths.login, { replace: true, state: { message } });
    });
    if (getStoredUser()) fetchProfile().catch(() => undefined);
    if (store.get(genericAccessAtom)) syncCommunityAccess().catch(() => undefined);
  }, [navigate]);
  return <Outlet />;
}

/**
 * When a signed-in person leaves (signs out, their session ends, another account signs in), every
 * cached answer is dropped, not just marked stale: a stale answer is drawn until the new one
 * arrives, so on a classroom computer the next pupil's dashboard showed the previous pupil's
 * course progress while it loaded (audit: Ben saw Amara's 9/9 for his 5/9). Signing in from a
 * visitor keeps the cache (only marked stale by the providers), so a flow in progress stays drawn.
 */
function useForgetPreviousUser() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const client = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    const left = previous.current;
    previous.current = userId;
    if (left !== null && left !== userId) void client.resetQueries();
  }, [userId, client]);
}
