import type { LiveAudience, RegistrationStatus } from "@contracts/live-sessions";
import { msg } from "@/lib/i18n";

/** Who may see a session, as the interface names it (translated where shown, with t()). */
export const AUDIENCE_LABEL: Record<LiveAudience, string> = {
  public: msg("Everyone (public)"),
  signed_in: msg("Signed-in members"),
  school: msg("The whole school"),
  class: msg("One class"),
};

/** A registrant's place, as the scheduler's list of registrants shows it. */
export const REGISTRATION_LABEL: Record<RegistrationStatus, string> = {
  pending: msg("Waiting for email confirmation"),
  registered: msg("Registered"),
  waitlisted: msg("On the waitlist"),
};
