import { z } from "zod";
import { CONTENT_PAGE_SLUGS } from "./content-pages";
export { CONTENT_PAGE_SLUGS } from "./content-pages";
import { isCountryCode } from "./countries";
import { MAX_TEXT, paginationQuery, requiredText } from "./common";
import { languageField } from "./books";

/*
 * Operations: the information pages (a versioned content store), the contact form, problem
 * reports and tour requests, and the staff inbox that works through them.
 */

/** The twelve information pages, in the order the About menu lists them. */
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const contentPageSlug = z.enum(CONTENT_PAGE_SLUGS, { error: "No such page" });

/** A page's markdown is at most 60,000 characters (the longest policy is about a tenth of that). */
export const PAGE_BODY_MAX = 60_000;

export const pageSaveSchema = z.object({
  title: requiredText(),
  summary: z.string().trim().max(300, { error: "Keep the summary under 300 characters" }).default(""),
  body: z.string({ error: "Required" }).trim().min(1, { error: "Write the page" }).max(PAGE_BODY_MAX, { error: `Keep the page under ${PAGE_BODY_MAX.toLocaleString("en")} characters` }),
  /** What changed, kept with the version ("Updated the refund window"). */
  note: z.string().trim().max(200, { error: "Characters too long" }).default(""),
  /** The language the copy is written in (BCP 47, as a book's); the page's own (or, for a new copy, the school's) when absent. */
  lang: languageField.optional(),
  /** The version the editor started from: saving over someone else's newer save is refused. */
  base_version: z.number().int().min(0).optional(),
});
export type PageSaveInput = z.infer<typeof pageSaveSchema>;

/** The preview: the body rendered, and the title filled in the same way (its placeholders too). */
export const pagePreviewSchema = z.object({ body: pageSaveSchema.shape.body, title: z.string().trim().max(MAX_TEXT, { error: "Characters too long" }).default("") });
export interface PagePreviewOut {
  html: string;
  headings: PageHeading[];
  title: string;
}

/** A heading of a page, for its outline and anchors (#disclaimer). */
export interface PageHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface ContentPageOut {
  slug: ContentPageSlug;
  title: string;
  summary: string;
  /** Rendered from markdown and sanitised on the server. */
  html: string;
  headings: PageHeading[];
  /** Whose copy this host shows: the school's own override or the platform's. */
  source: "school" | "platform";
  /** The language it is written in (its editors say), whatever the reader's. */
  lang: string;
  version: number;
  updated_at: string;
}

/** The editor's view: the markdown source, for the scope the host edits. */
export interface ContentPageSourceOut {
  slug: ContentPageSlug;
  scope: "school" | "platform";
  /** Null when this scope has no copy of its own yet (a school showing the platform's page). */
  page: { title: string; summary: string; body: string; lang: string; version: number; enabled: boolean; updated_at: string; updated_by: string | null } | null;
  /** What a visitor on this host sees when the scope has no copy (the platform's page). */
  fallback: { title: string; summary: string; body: string; lang: string } | null;
}

export interface PageVersionOut {
  version: number;
  title: string;
  summary: string;
  body: string;
  lang: string;
  note: string;
  author: string | null;
  created_at: string;
}

export interface PageListItemOut {
  slug: ContentPageSlug;
  title: string;
  summary: string;
  source: "school" | "platform";
  version: number;
  updated_at: string;
}

// ---------------------------------------------------------------- the public forms

/*
 * The public forms say what to do, not "Required", "Invalid email" or "Characters too long". The
 * i18n extractor reads requiredText's messages only as constants named …_MESSAGE.
 */
export const EMAIL_MISSING_MESSAGE = "Tell us your email address, so we can reply";
export const EMAIL_INVALID_MESSAGE = "Check the email address: it looks like name@example.org";
export const SHORT_TEXT_MESSAGE = "Keep it under 255 characters";

/** The tour's country: one of the list (the shared field only says "Required" when none is chosen). */
const tourCountry = z
  .string({ error: "Choose your country" })
  .trim()
  .min(1, { error: "Choose your country" })
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, { error: "Select a country from the list" });

/** A visitor's address for the reply (lowercased, as every stored email). */
const formEmail = requiredText(EMAIL_MISSING_MESSAGE, SHORT_TEXT_MESSAGE)
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }))
  .transform((v) => v.toLowerCase());

const optionalEmail = z
  .string()
  .trim()
  .max(255, { error: SHORT_TEXT_MESSAGE })
  .transform((v) => v.toLowerCase())
  .pipe(z.union([z.literal(""), z.email({ error: EMAIL_INVALID_MESSAGE })]))
  .optional();

export const CONTACT_TOPICS = ["general", "school", "donations", "partnerships", "press", "privacy"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "A general question",
  school: "Bringing my school",
  donations: "Donations and receipts",
  partnerships: "Charities and partnerships",
  press: "Press",
  privacy: "Privacy and data requests",
};

/*
 * requiredText's messages are its arguments, which the i18n extractor does not read: as constants
 * named …_MESSAGE they reach the catalogues and are shown translated (they were English in Hindi and Arabic).
 */
export const CONTACT_NAME_MESSAGE = "Please tell us your name";
export const TOUR_SCHOOL_MESSAGE = "Tell us your school's name";
export const TOUR_CONTACT_MESSAGE = "Tell us your name";

export const contactSchema = z.object({
  name: requiredText(CONTACT_NAME_MESSAGE, SHORT_TEXT_MESSAGE),
  email: formEmail,
  topic: z.enum(CONTACT_TOPICS, { error: "Choose a topic" }),
  message: z.string({ error: "Write your message" }).trim().min(10, { error: "Write at least a sentence (10 characters)" }).max(5000, { error: "Keep the message under 5,000 characters" }),
  /** A honeypot field: people never see it, so anything in it marks a robot. */
  website: z.string().max(500).optional(),
  turnstile_token: z.string().max(4096).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const PROBLEM_CATEGORIES = ["sign_in", "library", "uploads", "courses", "payments", "content", "accessibility", "other"] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];
export const PROBLEM_CATEGORY_LABELS: Record<ProblemCategory, string> = {
  sign_in: "Signing in",
  library: "Reading books and stories",
  uploads: "Uploading a book or story",
  courses: "Courses and lessons",
  payments: "Payments, donations and receipts",
  content: "Something unsuitable on a page",
  accessibility: "Accessibility",
  other: "Something else",
};

/**
 * A path of this site: a single "/" first (browsers open "//host" and "/\host" on another site),
 * and no backslash, space or control character anywhere.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
export const isSitePath = (value: string) => SITE_PATH.test(value);

/** A screenshot: PNG, JPEG or WebP up to 5 MB, typed by its bytes. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

export const problemReportSchema = z.object({
  category: z.enum(PROBLEM_CATEGORIES, { error: "Choose what the problem is about" }),
  description: z.string({ error: "Describe what happened" }).trim().min(10, { error: "Describe what happened in a sentence or two (at least 10 characters)" }).max(5000, { error: "Keep the description under 5,000 characters" }),
  /** The page it happened on: a path of this site (filled in by the form). */
  page: z
    .string()
    .trim()
    .max(500, { error: "Keep the page under 500 characters" })
    .refine((page) => page === "" || isSitePath(page), { error: "Use a page of this site, starting with a single /, like /library" })
    .default(""),
  email: optionalEmail,
  /** The browser's own description, to reproduce the problem. */
  user_agent: z.string().trim().max(500).optional(),
  website: z.string().max(500).optional(),
  turnstile_token: z.string().max(4096).optional(),
});
export type ProblemReportInput = z.infer<typeof problemReportSchema>;

/** A day of the calendar: "2027-02-30" has the shape but no day (Date.UTC would roll it over to 2 March). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-12-01", abort: true })
  .refine(
    (date) => {
      const [y, m, d] = date.split("-").map(Number);
      return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
    },
    { error: "Use a date that exists, like 2026-12-01" },
  );
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a time like 14:30" });

/**
 * The date and time on the clocks of a time zone at an instant ("2026-12-01", "17:05"); a zone the
 * runtime does not know reads as UTC.
 */
export function wallClockIn(timeZone: string, at: number = Date.now()): { date: string; time: string } {
  const options = { hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** An IANA time zone the runtime knows ("Africa/Nairobi"). */
export const timeZoneField = z
  .string({ error: "Choose your time zone" })
  .trim()
  .min(1, { error: "Choose your time zone" })
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: "Choose a time zone from the list" },
  );

export const TOUR_ROLES = ["teacher", "school_leader", "it", "parent", "charity", "other"] as const;
export const TOUR_ROLE_LABELS: Record<(typeof TOUR_ROLES)[number], string> = {
  teacher: "Teacher",
  school_leader: "School leader",
  it: "IT or office staff",
  parent: "Parent",
  charity: "Charity",
  other: "Other",
};

export const tourRequestSchema = z
  .object({
    school_name: requiredText(TOUR_SCHOOL_MESSAGE, SHORT_TEXT_MESSAGE),
    contact_name: requiredText(TOUR_CONTACT_MESSAGE, SHORT_TEXT_MESSAGE),
    email: formEmail,
    phone: z.string().trim().max(40, { error: "Keep the phone number under 40 characters" }).regex(/^[+\d\s().-]*$/, { error: "Use digits, spaces and + ( ) - only" }).default(""),
    role: z.enum(TOUR_ROLES, { error: "Choose your role" }),
    country: tourCountry,
    students: z.coerce.number({ error: "Use a number" }).int({ error: "Use a whole number" }).min(1, { error: "At least 1" }).max(100_000, { error: "At most 100,000" }).optional(),
    time_zone: timeZoneField,
    /** Up to three preferred slots, in the requester's time zone. */
    slots: z
      .array(z.object({ date: isoDate, time: clockTime }), { error: "Add a preferred date and time" })
      .min(1, { error: "Add at least one preferred date and time" })
      .max(3, { error: "Give at most three preferred times" }),
    message: z.string().trim().max(3000, { error: "Keep the message under 3,000 characters" }).default(""),
    website: z.string().max(500).optional(),
    turnstile_token: z.string().max(4096).optional(),
  })
  .superRefine((v, ctx) => {
    // Today is the requester's: at 17:00 in Los Angeles it is already tomorrow in UTC.
    const now = wallClockIn(v.time_zone);
    v.slots.forEach((s, i) => {
      if (s.date < now.date) ctx.addIssue({ code: "custom", path: ["slots", i, "date"], message: "Choose a date from today on" });
      else if (s.date === now.date && s.time <= now.time) ctx.addIssue({ code: "custom", path: ["slots", i, "time"], message: "Choose a time from now on" });
    });
  });
export type TourRequestInput = z.infer<typeof tourRequestSchema>;

/** What the public forms answer: a reference to quote, and what happens next. */
export interface FormReceiptOut {
  reference: string;
  message: string;
}

// ---------------------------------------------------------------- the staff inbox

export const INBOX_KINDS = ["contact", "problem", "tour"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = {
  contact: ["new", "replied", "closed"],
  problem: ["new", "in_progress", "resolved"],
  tour: ["new", "contacted", "scheduled", "completed", "declined"],
} as const satisfies Record<InboxKind, readonly string[]>;
export type ContactStatus = (typeof INBOX_STATUSES.contact)[number];
export type ProblemStatus = (typeof INBOX_STATUSES.problem)[number];
export type TourStatus = (typeof INBOX_STATUSES.tour)[number];
export type InboxStatus = ContactStatus | ProblemStatus | TourStatus;
export const ALL_INBOX_STATUSES = [...new Set(Object.values(INBOX_STATUSES).flat())] as [InboxStatus, ...InboxStatus[]];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  replied: "Replied",
  closed: "Closed",
  in_progress: "In progress",
  resolved: "Resolved",
  contacted: "Contacted",
  scheduled: "Scheduled",
  completed: "Completed",
  declined: "Declined",
};

export const inboxListQuery = paginationQuery(20, 100).extend({
  status: z.enum(ALL_INBOX_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  /** Staff on the platform host: one school's items ("platform" for the platform's own). */
  tenant: z.string().trim().max(64).optional(),
});

export const inboxUpdateSchema = z.object({
  status: z.enum(ALL_INBOX_STATUSES).optional(),
  /** A private note for the team. */
  note: z.string().trim().max(5000, { error: "Keep the note under 5,000 characters" }).optional(),
  /** A reply emailed to the sender (and kept in the history). */
  reply: z.string().trim().max(5000, { error: "Keep the reply under 5,000 characters" }).optional(),
});
export type InboxUpdateInput = z.infer<typeof inboxUpdateSchema>;

export interface InboxEventOut {
  id: string;
  kind: "note" | "reply" | "status";
  body: string;
  author: string | null;
  created_at: string;
}

interface InboxItemBase {
  id: string;
  reference: string;
  /** The school's site origin ("https://riverside.example") opens what the item refers to, such as a reported page. */
  school: { id: string; name: string; origin: string } | null;
  email: string | null;
  name: string | null;
  created_at: string;
  updated_at: string;
}
export interface ContactItemOut extends InboxItemBase {
  kind: "contact";
  status: ContactStatus;
  topic: ContactTopic;
  message: string;
}
export interface ProblemItemOut extends InboxItemBase {
  kind: "problem";
  status: ProblemStatus;
  category: ProblemCategory;
  description: string;
  page: string;
  user_agent: string;
  screenshot_url: string | null;
  reporter: { id: string; name: string; role: string } | null;
}
export interface TourItemOut extends InboxItemBase {
  kind: "tour";
  status: TourStatus;
  school_name: string;
  phone: string;
  role: (typeof TOUR_ROLES)[number];
  country: string;
  students: number | null;
  time_zone: string;
  /** The preferred slots as asked (their time zone) and as instants (UTC ISO) for the reader's clock. */
  slots: { date: string; time: string; at: string }[];
  message: string;
}
export type InboxItemOut = ContactItemOut | ProblemItemOut | TourItemOut;
export type InboxDetailOut = InboxItemOut & { events: InboxEventOut[] };

export interface InboxCountsOut {
  contact: Record<string, number>;
  problem: Record<string, number>;
  tour: Record<string, number>;
}

// ---------------------------------------------------------------- global reach

export interface GlobalReachOut {
  countries: { code: string; name: string; schools: number; libraries: number; charities: number; donations: number }[];
  totals: { countries: number; schools: number; libraries: number; charities: number; donations: number };
}

// ---------------------------------------------------------------- demo tour

/** One sample sign-in of the demo school (served only outside production). */
export interface DemoSignIn {
  role: "teacher" | "student" | "school_admin" | "community";
  /** The demo school's subdomain: the sign-in works on that school's site. */
  school: string;
  /** Email or username; null for the community's shared password. */
  username: string | null;
  password: string;
  /** Where the visitor signs in with it (a path on the school's site). */
  sign_in_path: string;
}

/** GET /api/demo: the demo school's sample sign-ins, or null where they must not be shown (production). */
export interface DemoOut {
  sign_ins: DemoSignIn[] | null;
}
