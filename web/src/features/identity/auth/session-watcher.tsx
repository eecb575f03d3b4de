import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { paths } from "@/config/paths";
import { setSessionExpiredHandler } from "@/lib/api-client";
import { genericAccessAtom, getStoredUser } from "@/lib/session";
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
