import type { SecondFactorPendingOut, TwoFactorSetupOut } from "@contracts/auth";
import type { UserProfile } from "@contracts/users";
import type { Locale } from "@contracts/locales";
import { api } from "@/lib/api-client";
import { clearSession, getRefreshToken, setGenericAccess, setSession, setUser } from "@/lib/session";

export interface LoginResponse {
  access: string;
  refresh: string;
  user: UserProfile;
}

/** The password step's answer: a session, or (staff, school admins with TOTP) the code step to come. */
export type SignInAnswer = LoginResponse | SecondFactorPendingOut;
export const needsSecondFactor = (answer: SignInAnswer): answer is SecondFactorPendingOut => "second_factor" in answer;

function keep(answer: SignInAnswer): SignInAnswer {
  if (!needsSecondFactor(answer)) setSession(answer);
  return answer;
}

export async function login(input: { username: string; password: string; remember?: boolean; turnstile_token?: string }) {
  return keep(await api.post<SignInAnswer>("/auth/token/", { remember: false, ...input }));
}

/** The code step: a TOTP or recovery code with the password step's token. */
export async function completeSecondFactor(input: { mfa_token: string; code: string }) {
  const session = await api.post<LoginResponse>("/auth/second-factor/", input);
  setSession(session);
  return session;
}

/** Staff without an authenticator: the secret to add, then its first code (the session is kept by the caller). */
export const startSignInEnrolment = (mfa_token: string) => api.post<TwoFactorSetupOut>("/auth/second-factor/enrol/", { mfa_token });
export const confirmSignInEnrolment = (input: { mfa_token: string; code: string }) =>
  api.post<LoginResponse & { recovery_codes: string[] }>("/auth/second-factor/enrol/confirm/", input);

/** A student from the class list: the class code and the tile's opaque id, never a username. */
export async function classLogin(input: { class_code: string; tile: string; password: string; turnstile_token?: string }) {
  return keep(await api.post<SignInAnswer>("/auth/class-token/", input));
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

/** PUT /user/locale: the signed-in user's own language (null: follow the school and the browser). */
export async function saveMyLocale(locale: Locale | null) {
  const user = await api.put<UserProfile>("/user/locale/", { locale });
  setUser(user);
  return user;
}
