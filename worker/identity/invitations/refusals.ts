import { said } from "../../lib/said";

/** Why an invitation cannot be accepted any more, by its state (said in the reader's language). */
export const STATE_REFUSALS = {
  accepted: said("This invitation has already been used. Sign in with your account."),
  revoked: said("This invitation was withdrawn by the school. Ask them for a new one if you still need it."),
  expired: said("This invitation has expired (invitations last 7 days). Ask the school to send it again."),
};

/** The link of an email a resend replaced: never accepted, it points to the newest email instead. */
export const SUPERSEDED_REFUSAL = said("A newer invitation email was sent to you: open the link in the latest email.");

/** An invitation opened on another school's site: which school's, when it still has one. */
export const otherSchoolRefusal = (school: string | null | undefined) =>
  school ? said("This invitation is for {{school}}: open the link in the email, which goes to its own site.", { school }) : said("This invitation is for another school: open the link in the email, which goes to its own site.");
