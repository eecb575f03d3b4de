import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";
import { useLogin, type SignInInput } from "../api/login";
import { LOGIN_FAILED_MESSAGE, useFinishSignIn } from "./use-finish-sign-in";

/** Signs in with a username (or email), or a class tile, and password; a failure is toasted with the server's message. */
export function usePasswordLogin(invitationToken?: string) {
  const mutation = useLogin();
  const finish = useFinishSignIn(invitationToken);
  const signIn = async (input: SignInInput) => {
    try {
      await mutation.mutateAsync(input);
      finish();
    } catch (err) {
      toast.error(loginErrorMessage(err));
    }
  };
  // Stays busy after success too: the page is about to change.
  return { signIn, busy: mutation.isPending || mutation.isSuccess };
}

/**
 * The server's message when it sent one (its envelope carries a request id) or the network's;
 * a bare failure (a proxy's 502 page, say) reads "Login failed".
 */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.message && (err.requestId || err.code === "NETWORK")) return err.message;
  return LOGIN_FAILED_MESSAGE;
}
