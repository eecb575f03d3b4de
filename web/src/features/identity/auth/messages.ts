import { msg } from "@/lib/i18n";

/**
 * Messages of the sign-in screens that the shared contracts do not carry (those are imported from
 * @contracts; the server's own message is shown whenever it sends one).
 */
export const INVALID_CLASS_CODE_MESSAGE = msg("Invalid class code.");
export const STUDENT_LIST_FAILED_MESSAGE = msg("Failed to fetch student list.");
export const CLASS_CODE_REQUIRED_MESSAGE = msg("Please enter your class code.");
export const COMMUNITY_SUCCESS_MESSAGE = msg("Community login successful! Welcome back.");
export const COMMUNITY_FAILED_MESSAGE = msg("Community login failed. Please try again.");
export const EMAIL_REGISTERED_MESSAGE = msg("This email is already registered.");
export const GENERIC_ERROR_MESSAGE = msg("Something went wrong");
export const RESET_EMAIL_SENT_MESSAGE = msg("If an account exists for that email, we have sent a link to reset your password. Check your inbox (and spam folder).");
export const STUDENT_SEARCH_DEBOUNCE_MS = 500;
/** The id of the class code's error toast: a later code that works takes it away (it would sit over the tiles). */
export const CLASS_CODE_TOAST_ID = "class-code-error";
