import { z } from "zod";
import { formBoolean, MAX_TEXT, paginationQuery } from "./common";
import type { OrderStatus } from "./order-statuses";
import type { DonationStatus, DonationTarget } from "./giving";

/** The staff people dashboards (/admin-panel/user-dashboard, users-dashboard, superpower-teacher, students, teachers). */

export interface TeacherStateOut {
  id: string;
  role: "teacher" | "school_admin";
  verified_at: string | null;
}

export interface UserActivityOut {
  user: {
    id: string;
    name: string;
    email: string | null;
    username: string;
    role: string | null;
    is_staff: boolean;
    school: { id: string; name: string } | null;
    archived: boolean;
    verified_at: string | null;
    created_at: string;
  };
  counts: {
    sign_ins: number;
    failed_sign_ins: number;
    books_uploaded: number;
    stories_written: number;
    books_read: number;
    courses_enrolled: number;
    courses_completed: number;
    lessons_completed: number;
    orders_paid: number;
    donations_completed: number;
  };
  sign_ins: { at: string; success: boolean; host: string | null; place: string | null }[];
  uploads: { kind: "book" | "story"; id: string; title: string; status: string; created_at: string }[];
  reading: { book_id: string; title: string; at: string }[];
  courses: { course_id: string; title: string; enrolled_at: string; completed_at: string | null; lessons_completed: number }[];
  /** `refunded_amount`: what was given back of `total` (all of it when the status is "refunded"). */
  purchases: { id: string; number: string; status: OrderStatus; total: number; refunded_amount: number; currency: string; created_at: string }[];
  /** `refunded_amount`: what was given back of `amount`; only the rest counted towards the cause. */
  donations: { id: string; amount: number; refunded_amount: number; currency: string; status: DonationStatus; target_type: DonationTarget; created_at: string }[];
}

export const PEOPLE_STATS_RANGES = ["30", "90", "365"] as const;
export const peopleStatsQuery = z.object({
  days: z.enum(PEOPLE_STATS_RANGES).catch("90"),
  tenant: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
});

export const PEOPLE_ROLES = ["student", "teacher", "parent", "school_admin", "staff"] as const;
export type PeopleRole = (typeof PEOPLE_ROLES)[number];
type ByRole = Record<PeopleRole, number>;

export interface PeopleStatsOut {
  /** Buckets oldest first: days for 30 days, weeks (from Monday) for longer ranges. */
  bucket: "day" | "week";
  series: { start: string; signups: ByRole; active: ByRole }[];
  totals: { signups: ByRole; active: ByRole; accounts: ByRole };
  by_school: { id: string | null; name: string; signups: number; active: number; accounts: number }[];
}

export const staffTeacherQuery = paginationQuery(25, 200).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  tenant: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
  verified: z.enum(["yes", "no"]).optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
});
export type StaffTeacherQuery = z.infer<typeof staffTeacherQuery>;

export interface StaffTeacherOut {
  id: string;
  name: string;
  email: string | null;
  role: "teacher" | "school_admin";
  school: { id: string; name: string };
  verified_at: string | null;
  classes: { id: string; name: string; students: number }[];
  uploads: number;
  last_active: string | null;
  created_at: string;
}

export const staffStudentQuery = paginationQuery(25, 200).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  tenant: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
  archived: formBoolean.optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
});
export type StaffStudentQuery = z.infer<typeof staffStudentQuery>;

export interface StaffStudentOut {
  id: string;
  name: string;
  username: string;
  school: { id: string; name: string };
  classes: { id: string; name: string }[];
  archived: boolean;
  books_read: number;
  uploads: number;
  last_active: string | null;
  created_at: string;
}
