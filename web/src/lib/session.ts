import { atom } from "jotai";
import type { UserProfile } from "@contracts/users";
import { SIGNED_IN_COOKIE, siteCookie } from "@contracts/page-cookies";
import { store } from "./store";

/** localStorage keys; the tokens live here so a reload keeps the session (spec: tokens stored locally). */
export const SESSION_KEYS = { access: "access", refresh: "refresh", user: "user", genericAccess: "generic_access" } as const;

function readUser(): UserProfile | null {
  try {
    const raw = localStorage.getItem(SESSION_KEYS.user);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as UserProfile;
    return parsed && typeof parsed.id === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** The signed-in user, restored from the stored profile at start. */
export const userAtom = atom<UserProfile | null>(readUser());
/** Community access (shared school password) — the cookie is HttpOnly, this flag mirrors it for the UI. */
export const genericAccessAtom = atom<boolean>(localStorage.getItem(SESSION_KEYS.genericAccess) === "true");

export const getAccessToken = () => localStorage.getItem(SESSION_KEYS.access);
export const getRefreshToken = () => localStorage.getItem(SESSION_KEYS.refresh);
export const getStoredUser = () => store.get(userAtom);

/**
 * Tells the Worker's page hints (worker/lib/page-hints.ts) that this browser holds a session: its
 * pages then carry no visitor's answers and no first paint, which a signed-in user's own view would
 * replace. Not a credential (the tokens stay in localStorage); it lasts as long as a refresh token.
 */
function markSignedIn(on: boolean) {
  if (typeof document === "undefined") return;
  document.cookie = siteCookie(SIGNED_IN_COOKIE, on ? "1" : null, 2_592_000);
}

export function setTokens(tokens: { access: string; refresh: string }) {
  localStorage.setItem(SESSION_KEYS.access, tokens.access);
  localStorage.setItem(SESSION_KEYS.refresh, tokens.refresh);
  markSignedIn(true);
}

export function setSession(session: { access: string; refresh: string; user: UserProfile }) {
  setTokens(session);
  setUser(session.user);
}

export function setUser(user: UserProfile) {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  store.set(userAtom, user);
}

export function setGenericAccess(on: boolean) {
  if (on) localStorage.setItem(SESSION_KEYS.genericAccess, "true");
  else localStorage.removeItem(SESSION_KEYS.genericAccess);
  store.set(genericAccessAtom, on);
}

export function clearSession() {
  localStorage.removeItem(SESSION_KEYS.access);
  localStorage.removeItem(SESSION_KEYS.refresh);
  localStorage.removeItem(SESSION_KEYS.user);
  store.set(userAtom, null);
  markSignedIn(false);
}

export const fullName = (u: Pick<UserProfile, "first_name" | "last_name">) => `${u.first_name} ${u.last_name}`.trim();
