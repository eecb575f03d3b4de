import { ApiError } from "@/lib/api-client";
import { msg } from "@/lib/i18n";

/**
 * Messages of the sign-in screens that the shared contracts do not carry (those are imported from
 * @contracts; the server's own message is shown whenever it sends one).
 */
export const WRONG_CLASS_CODE_MESSAGE = msg("That class code is not right. Check it with your teacher and try again.");
export const STUDENT_LIST_FAILED_MESSAGE = msg("We could not open your class. Please try again.");
export const CLASS_CODE_REQUIRED_MESSAGE = msg("Please enter your class code.");
export const COMMUNITY_SUCCESS_MESSAGE = msg("Community login successful! Welcome back.");
export const COMMUNITY_FAILED_MESSAGE = msg("Community login failed. Please try again.");
export const EMAIL_REGISTERED_MESSAGE = msg("This email is already registered.");
export const GENERIC_ERROR_MESSAGE = msg("Something went wrong");
export const RESET_EMAIL_SENT_MESSAGE = msg("If an account exists for that email, we have sent a link to reset your password. Check your inbox (and spam folder).");
export const STUDENT_SEARCH_DEBOUNCE_MS = 500;

/**
 * What a child reads when their class does not open, once, where it happened (by the field, or on the
 * class list a QR link opened): a wrong code said kindly, else the server's reason (a wait, the
 * security check) or a plain "try again" ("Failed to fetch student list." beside an "Invalid class
 * code." toast was two messages, neither for a 7-year-old). A catalogue key, translated where shown.
 */
export function classCodeFailure(err: unknown): string {
  if (err instanceof ApiError && err.code === "NOT_FOUND") return WRONG_CLASS_CODE_MESSAGE;
  if (err instanceof ApiError && err.message && (err.requestId || err.code === "NETWORK")) return err.message;
  return STUDENT_LIST_FAILED_MESSAGE;
}
