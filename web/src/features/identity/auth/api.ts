import type { UserProfile } from "@contracts/users";
import { api } from "@/lib/api-client";
import { clearSession, getRefreshToken, setGenericAccess, setSession, setUser } from "@/lib/session";

export interface LoginResponse {
  access: string;
  refresh: string;
  user: UserProfile;
}

export async function login(input: { username: string; password: string; remember?: boolean }) {
  const session = await api.post<LoginResponse>("/auth/token/", { remember: false, ...input });
  setSession(session);
  return session;
}

/** A student from the class list: the class code and the tile's opaque id, never a username. */
export async function classLogin(input: { class_code: string; tile: string; password: string }) {
  const session = await api.post<LoginResponse>("/auth/class-token/", input);
  setSession(session);
  return session;
}

/** Signs out on the server (revokes the refresh family) and locally, whatever the server says. */
export async function logout() {
  const refresh = getRefreshToken();
  try {
    if (refresh) await api.post("/auth/logout/", { refresh });
    await api.post("/generic-password-logout").catch(() => undefined);
  } finally {
    clearSession();
    setGenericAccess(false);
  }
}

export async function fetchProfile() {
  const user = await api.get<UserProfile>("/user/profile/");
  setUser(user);
  return user;
}
