import { useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";

/** Not signed in → /login, remembering where the user was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Platform panel: not signed in → /login-or-register; signed in but not staff → /. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (!user) return <Navigate to={paths.loginOrRegister} replace />;
  if (!user.is_staff) return <Navigate to={paths.home} replace />;
  return children;
}

/** School admin area: only school admins (and platform staff); anyone else → /login-or-register. */
export function RequireSchoolAdmin({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (!user || !(user.role === "school_admin" || user.is_staff)) return <Navigate to={paths.loginOrRegister} replace />;
  return children;
}

/** School staff pages (bulk enrolment): school admins, teachers and platform staff. */
export function RequireSchoolStaff({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (!user || !(user.role === "school_admin" || user.role === "teacher" || user.is_staff)) return <Navigate to={paths.loginOrRegister} replace />;
  return children;
}

/**
 * Login pages: a user who arrives signed in is sent on (to where they came from, or the dashboard).
 * A sign-in completed on the page itself is left to the page, which shows its own confirmation and
 * redirect (the login wizard waits 500 ms and honours invitations; registration shows confetti).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const [arrivedSignedIn] = useState(user !== null);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (user && arrivedSignedIn) return <Navigate to={from ?? paths.dashboard} replace />;
  return children;
}
