import { z } from "zod";
import { blankToNull, limitParam, longText, MAX_TEXT, offsetParam, requiredText } from "./common";
import { sdgListField } from "./sdgs";

/*
 * Live sessions and webinars: staff schedule platform webinars (public or signed-in audience),
 * school admins and teachers their school's sessions (the whole school or one class).
 */

export const LIVE_AUDIENCES = ["public", "signed_in", "school", "class"] as const;
export type LiveAudience = (typeof LIVE_AUDIENCES)[number];
export const PLATFORM_AUDIENCES: LiveAudience[] = ["public", "signed_in"];
export const SCHOOL_AUDIENCES: LiveAudience[] = ["school", "class"];
export const LIVE_STATUSES = ["scheduled", "cancelled"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const REGISTRATION_STATUSES = ["pending", "registered", "waitlisted"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REMINDER_KINDS = ["24h", "1h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Why an emailed confirmation link did not confirm a place, as `?confirm=` on the webinar's page it
 * redirects to (a link opened from an email never answers with an error body): the key is wrong or
 * its registration was cancelled (`invalid`), or the session was cancelled or has ended (`closed`).
 */
export const CONFIRM_OUTCOMES = ["invalid", "closed"] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];

/** The join button appears (and /join opens) this long before the start. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

export const AUDIENCE_LABELS: Record<LiveAudience, string> = {
  public: "Everyone (public)",
  signed_in: "Signed-in members",
  school: "The whole school",
  class: "One class",
};

/** An IANA zone this runtime knows ("Europe/London"); Intl is the judge. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: "At most 2000 characters" })
    .refine((v) => {
      try {
        return new URL(v).protocol === "https:";
      } catch {
        return false;
      }
    }, { error: message });

export const materialSchema = z.object({ title: requiredText("Name the material"), url: httpsUrl("Enter a link starting with https://") });
export type LiveMaterial = z.infer<typeof materialSchema>;

const sessionFields = z.object({
  title: requiredText("Give the session a title"),
  description: longText(5000).optional(),
  host_name: requiredText("Who hosts the session?"),
  starts_at: z.iso.datetime({ offset: true, error: "Choose the start date and time" }),
  time_zone: z.string({ error: "Choose a time zone" }).trim().refine(isTimeZone, { error: "Choose a time zone from the list" }),
  duration_minutes: z.coerce.number({ error: "Enter the length in minutes" }).int({ error: "Whole minutes" }).min(10, { error: "At least 10 minutes" }).max(480, { error: "At most 8 hours" }),
  capacity: z.coerce.number({ error: "Enter how many places" }).int({ error: "A whole number" }).min(1, { error: "At least 1 place" }).max(10000, { error: "At most 10000 places" }),
  audience: z.enum(LIVE_AUDIENCES, { error: "Choose who may attend" }),
  class_id: z.preprocess(blankToNull, z.string().max(MAX_TEXT).nullable()).optional(),
  meeting_url: httpsUrl("Enter the meeting link (https://…)"),
  sdgs: sdgListField.optional(),
  recording_url: z.preprocess(blankToNull, httpsUrl("Enter a link starting with https://").nullable()).optional(),
  materials: z.array(materialSchema).max(20, { error: "At most 20 materials" }).optional(),
});

const classNeeded = (v: { audience?: LiveAudience; class_id?: string | null }) => v.audience !== "class" || !!v.class_id;
const classMessage = { error: "Choose the class", path: ["class_id"] };

export const liveSessionCreateSchema = sessionFields.refine(classNeeded, classMessage);
export const liveSessionUpdateSchema = sessionFields.partial().refine((v) => v.audience === undefined || classNeeded(v), classMessage);
export type LiveSessionCreateInput = z.infer<typeof liveSessionCreateSchema>;
export type LiveSessionUpdateInput = z.infer<typeof liveSessionUpdateSchema>;

export const liveSessionListQuery = z.object({
  when: z.enum(["upcoming", "past", "all"]).catch("upcoming"),
  audience: z.enum(LIVE_AUDIENCES).optional().catch(undefined),
  sdg: z.coerce.number().int().min(1).max(17).optional().catch(undefined),
  mine: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined),
  /** Only the sessions the caller manages (the authoring list). */
  manage: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  limit: limitParam(24, 100),
  offset: offsetParam,
});
export type LiveSessionListQuery = z.infer<typeof liveSessionListQuery>;

/** A visitor's registration for a public webinar (signed-in callers send nothing). */
export const visitorRegistrationSchema = z.object({
  name: requiredText("Enter your name").optional(),
  email: z.email({ error: "Enter a valid email address" }).max(MAX_TEXT).transform((v) => v.toLowerCase()).optional(),
});
export const visitorTokenQuery = z.object({ token: z.string().min(10).max(200) });

export const cancelSessionSchema = z.object({ reason: longText(500).optional() });

export interface MyRegistrationOut {
  status: RegistrationStatus;
  /** 1-based place on the waitlist. */
  waitlist_position: number | null;
  joined_at: string | null;
}

export interface LiveSessionOut {
  id: string;
  slug: string;
  title: string;
  description: string;
  host_name: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  duration_minutes: number;
  capacity: number;
  audience: LiveAudience;
  class_id: string | null;
  class_name: string | null;
  platform_wide: boolean;
  school_name: string | null;
  poster_url: string | null;
  sdgs: number[];
  status: LiveStatus;
  sequence: number;
  registered_count: number;
  waitlist_count: number;
  seats_left: number;
  my_registration: MyRegistrationOut | null;
  join_opens_at: string;
  /** For registrants from 15 minutes before the start until the end. */
  can_join: boolean;
  /** Afterwards, for registrants and managers only. */
  recording_url: string | null;
  materials: LiveMaterial[];
  can_manage: boolean;
  /** Managers only. */
  meeting_url: string | null;
}

export interface RegistrantOut {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string | null;
  status: RegistrationStatus;
  registered_at: string;
  joined_at: string | null;
}
