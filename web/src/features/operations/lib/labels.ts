import { COUNTRIES } from "@contracts/countries";
import { FEATURE_CATALOGUE } from "@contracts/feature-catalogue";
import { COLOR_FIELDS } from "@contracts/tenants";
import type { AuditAction } from "@contracts/audit";
import type { ContactTopic, InboxStatus, ProblemCategory, TOUR_ROLES } from "@contracts/operations";
import { currentLocale, msg } from "@/lib/i18n";

/*
 * The contracts' English labels (CONTACT_TOPIC_LABELS, PROBLEM_CATEGORY_LABELS, TOUR_ROLE_LABELS,
 * INBOX_STATUS_LABELS, AUDIT_ACTION_LABELS), marked here as catalogue keys so the screens show them
 * with t(…) in the reader's language. tests/web/operations/labels.test.ts keeps the wording equal to
 * the contracts' (the server's emails and CSV exports use those).
 */

export const CONTACT_TOPIC_TEXT: Record<ContactTopic, string> = {
  general: msg("A general question"),
  school: msg("Bringing my school"),
  donations: msg("Donations and receipts"),
  partnerships: msg("Charities and partnerships"),
  press: msg("Press"),
  privacy: msg("Privacy and data requests"),
};

export const PROBLEM_CATEGORY_TEXT: Record<ProblemCategory, string> = {
  sign_in: msg("Signing in"),
  library: msg("Reading books and stories"),
  uploads: msg("Uploading a book or story"),
  courses: msg("Courses and lessons"),
  payments: msg("Payments, donations and receipts"),
  content: msg("Something unsuitable on a page"),
  accessibility: msg("Accessibility"),
  other: msg("Something else"),
};

export const TOUR_ROLE_TEXT: Record<(typeof TOUR_ROLES)[number], string> = {
  teacher: msg("Teacher"),
  school_leader: msg("School leader"),
  it: msg("IT or office staff"),
  parent: msg("Parent"),
  charity: msg("Charity"),
  other: msg("Other"),
};

export const INBOX_STATUS_TEXT: Record<InboxStatus, string> = {
  new: msg("New"),
  replied: msg("Replied"),
  closed: msg("Closed"),
  in_progress: msg("In progress"),
  resolved: msg("Resolved"),
  contacted: msg("Contacted"),
  scheduled: msg("Scheduled"),
  completed: msg("Completed"),
  declined: msg("Declined"),
};

export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  "user.create": msg("Created a user"),
  "user.update": msg("Edited a user"),
  "user.role_change": msg("Changed a user's role"),
  "user.password_reset": msg("Reset a password"),
  "user.archive": msg("Archived a student"),
  "user.restore": msg("Restored a student"),
  "user.erase": msg("Erased an archived student"),
  "teacher.verify": msg("Verified a teacher"),
  "teacher.unverify": msg("Removed a teacher's verification"),
  "teacher.promote": msg("Made a teacher a school admin"),
  "class.create": msg("Created a class"),
  "class.update": msg("Edited a class"),
  "class.archive": msg("Archived a class"),
  "class.restore": msg("Restored a class"),
  "class.new_code": msg("Gave a class a new code"),
  "tenant.create": msg("Created a school"),
  "tenant.update": msg("Edited a school"),
  "tenant.features": msg("Changed a school's features"),
  "invitation.create": msg("Sent an invitation"),
  "invitation.resend": msg("Resent an invitation"),
  "invitation.classes_added": msg("Added classes to a waiting invitation"),
  "invitation.revoke": msg("Revoked an invitation"),
  "parent_link.remove": msg("Unlinked a parent from a child"),
  "book.approve": msg("Approved a book"),
  "book.reject": msg("Sent a book back"),
  "story.approve": msg("Approved a story"),
  "story.reject": msg("Sent a story back"),
  "order.refund": msg("Refunded an order"),
  "order.release": msg("Released an order on hold"),
  "email.retry": msg("Sent a failed email again"),
};

/** A person's role (users.role, or "staff" for platform staff), as the action log and inbox name it. */
export const ROLE_TEXT: Record<string, string> = {
  student: msg("Student"),
  teacher: msg("Teacher"),
  parent: msg("Parent"),
  school_admin: msg("School admin"),
  staff: msg("Platform staff"),
};

/**
 * The fields and settings an action log entry says were changed (the detail the services record:
 * identity's user, class and school edits, a school's features). Column names, not words: shown
 * raw they were English ("time zone", "review teacher uploads") in Hindi and Arabic. A field not
 * listed here is shown as its name with spaces.
 */
export const FIELD_TEXT: Record<string, string> = {
  first_name: msg("First name"),
  last_name: msg("Last name"),
  email: msg("Email"),
  username: msg("Username"),
  password: msg("Password"),
  role: msg("Role"),
  is_staff: msg("Platform staff"),
  archived: msg("Archived"),
  tenant: msg("School"),
  name: msg("Name"),
  teacher_id: msg("Teacher"),
  school_name: msg("School name"),
  school_email: msg("School email"),
  domain_url: msg("Website address"),
  subdomain: msg("Subdomain"),
  switchboard: msg("Switchboard"),
  country: msg("Country"),
  locale: msg("Language"),
  time_zone: msg("Time zone"),
  currency: msg("Currency"),
  community_password: msg("Community password"),
  logo: msg("Logo"),
  address: msg("Address"),
  tax_id: msg("Tax id"),
  review_teacher_uploads: msg("Review teachers' uploads"),
  ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, msg("Colours")])),
  ...Object.fromEntries(FEATURE_CATALOGUE.map((f) => [f.key, f.name])),
};

const ENGLISH_COUNTRY_NAMES = new Map<string, string>(COUNTRIES.map((c) => [c.code, c.name]));
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language (the contracts' English names in English), else `fallback` or its code. */
export function countryName(code: string, fallback?: string): string {
  const locale = currentLocale();
  if (locale === "en") return ENGLISH_COUNTRY_NAMES.get(code) ?? fallback ?? code;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
  try {
    return names.of(code) ?? ENGLISH_COUNTRY_NAMES.get(code) ?? fallback ?? code;
  } catch {
    return ENGLISH_COUNTRY_NAMES.get(code) ?? fallback ?? code;
  }
}

/** A book's or story's state, as a parent or staff member reads it (unknown states show as they are). */
export const UPLOAD_STATUS_TEXT: Record<string, string> = {
  published: msg("Published"),
  pending_review: msg("Waiting for review"),
  draft: msg("Draft"),
  rejected: msg("Not approved"),
  processing: msg("Processing"),
  failed: msg("Upload failed"),
};
