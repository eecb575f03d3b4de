import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "@/lib/api-client";
import type { SecondFactorPendingOut } from "@contracts/auth";
import { needsSecondFactor } from "../api";
import { useLogin, type SignInInput } from "../api/login";
import { LOGIN_FAILED_MESSAGE, useFinishSignIn } from "./use-finish-sign-in";
import { useSecurityCheck } from "./use-security-check";

const SIGN_IN_FAILED_TOAST_ID = "sign-in-failed";

/**
 * Signs in with a username (or email), or a class tile, and password. A failure is toasted with the
 * server's message, or handed to `report` (the student step shows it under the password field,
 * where a child is looking, for as long as they need to read it: a toast went after a few seconds).
 */
export function usePasswordLogin(invitationToken?: string, onSecondFactor?: (pending: SecondFactorPendingOut) => void) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const finish = useFinishSignIn(invitationToken);
  const check = useSecurityCheck();
  const signIn = async (input: SignInInput, report?: (message: string) => void) => {
    try {
      const answer = await mutation.mutateAsync({ ...input, turnstile_token: check.token });
      if (needsSecondFactor(answer)) onSecondFactor?.(answer);
      else finish();
    } catch (err) {
      check.onFailure(err);
      const message = loginErrorMessage(err, t(LOGIN_FAILED_MESSAGE));
      if (report) return report(message);
      // One toast for the latest failure: a wrong password and then a wait stacked two or three toasts over the form.
      toast.error(message, { id: SIGN_IN_FAILED_TOAST_ID });
    }
  };
  // Stays busy after success too: the page is about to change. `securityCheck` is the Turnstile widget once the server asks for it.
  return { signIn, finish, busy: mutation.isPending || (mutation.isSuccess && !needsSecondFactor(mutation.data)), securityCheck: check.widget };
}

/**
 * The server's message when it sent one (its envelope carries a request id) or the network's, in the
 * reader's language; a bare failure (a proxy's 502 page, say) reads "Login failed".
 */
export function loginErrorMessage(err: unknown, fallback: string = LOGIN_FAILED_MESSAGE): string {
  if (err instanceof ApiError && err.message && (err.requestId || err.code === "NETWORK")) return errorMessage(err);
  return fallback;
}
