import type { TemplateData, TemplateName } from "./templates";

/**
 * What each template looks like filled in, for the staff preview in email monitoring. Every
 * template has one (a test holds that), with names in several scripts so a school can see its
 * brand around real-looking content before a parent does.
 */
/** A live session's start, which delivery formats in the reader's language. */
const MARCH_3 = { starts_at: Date.UTC(2026, 2, 3, 15), time_zone: "Europe/London" };

export const TEMPLATE_SAMPLES: { [T in TemplateName]: (site: string, school: string) => TemplateData<T> } = {
  verification: (site, school) => ({ school_name: school, first_name: "Aanya", link: `${site}/verify-email/sample-token/` }),
  password_reset: (site, school) => ({ school_name: school, first_name: "Zoë", link: `${site}/reset-password/sample-token/` }),
  invitation: (site, school) => ({ school_name: school, first_name: "Amira", inviter_name: "Ms Okafor", link: `${site}/accept-invitation/sample-token/` }),
  school_invitation: (site, school) => ({
    school_name: school,
    first_name: "Rahul",
    inviter_name: "Ms Okafor",
    role_label: "parent",
    children: "Aanya S.",
    classes: "",
    link: `${site}/accept-invitation/sample-token/`,
  }),
  payment_receipt: (site, school) => ({
    school_name: school,
    name: "José Núñez",
    order_number: "ord_sample",
    total: "$54.99",
    lines: ["Gift to Clean water for Kisumu — $25.00", "Teacher training: Reading for pleasure — $29.99"],
    currency: "USD",
    total_minor: 5499,
    items: [
      { title: "Gift to Clean water for Kisumu", amount_minor: 2500 },
      { title: "Teacher training: Reading for pleasure", amount_minor: 2999 },
    ],
    link: `${site}/orders/ord_sample`,
  }),
  inbox_acknowledgement: (site, school) => ({
    school_name: school,
    name: "Wanjiru",
    reference: "T-7KQ3MZ",
    what: "tour request",
    next: "We will write within two working days to confirm one of the times you gave (in your time zone, {{time_zone}}).",
    next_vars: { time_zone: "Africa/Nairobi" },
    link: site,
  }),
  inbox_alert: (site, school) => ({
    school_name: school,
    what: "problem report",
    reference: "PR-2026-0007",
    from: "Mr Haddad",
    excerpt: "The reader stops on page 12 of the Hindi picture book.",
    link: `${site}/admin-panel/inbox`,
  }),
  live_session_confirm: (site, school) => ({ school_name: school, name: "Chen Wei", title: "Story time with the author", when: "Tuesday 3 March, 15:00 (Europe/London)",
    ...MARCH_3, link: `${site}/webinar/story-time?confirm=sample` }),
  live_session_notice: (site, school) => ({
    school_name: school,
    name: "Amina",
    title: "Story time with the author",
    when: "Tuesday 3 March, 15:00 (Europe/London)",
    ...MARCH_3,
    status_line: "A place opened up: you're registered",
    link: `${site}/webinar/story-time`,
    calendar_link: `${site}/api/live-sessions/story-time/calendar.ics`,
  }),
  live_session_reminder: (site, school) => ({
    school_name: school,
    name: "Amina",
    title: "Story time with the author",
    when: "Tuesday 3 March, 15:00 (Europe/London)",
    ...MARCH_3,
    lead: "in 1 hour",
    link: `${site}/webinar/story-time`,
    calendar_link: `${site}/api/live-sessions/story-time/calendar.ics`,
  }),
  live_session_changed: (site, school) => ({
    school_name: school,
    name: "Amina",
    title: "Story time with the author",
    when: "Wednesday 4 March, 16:00 (Europe/London)",
    starts_at: Date.UTC(2026, 2, 4, 16),
    time_zone: "Europe/London",
    cancelled: false,
    note: "The author's train is late, so we start an hour later on the next day.",
    link: `${site}/webinar/story-time`,
    calendar_link: `${site}/api/live-sessions/story-time/calendar.ics`,
  }),
  certificate_issued: (site, school) => ({ school_name: school, name: "Aanya", course: "Climate Heroes", link: `${site}/certificate/crt_sample` }),
  certificate_returned: (site, school) => ({
    school_name: school,
    name: "Omar",
    course: "Climate Heroes",
    note: "Your poster is lovely: please add the three actions your class chose, then send it again.",
    link: `${site}/certificate/crt_sample`,
  }),
  inbox_reply: (site, school) => ({ school_name: school, name: "Mr Haddad", reference: "PR-2026-0007", reply: "Thank you for telling us.\n\nThe book is fixed: please try again.", link: site }),
};
