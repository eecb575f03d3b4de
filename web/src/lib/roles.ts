import type { Role } from "@contracts/users";
import { i18n } from "./i18n";

/**
 * How a role is named on screen (both admin areas and their filters), in the reader's language:
 * each name is read when shown (pages re-mount when the language changes).
 */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  get student() {
    return i18n.t("Student");
  },
  get teacher() {
    return i18n.t("Teacher");
  },
  get parent() {
    return i18n.t("Parent");
  },
  get school_admin() {
    return i18n.t("School admin");
  },
};
