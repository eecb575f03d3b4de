import type { StoryOut } from "@contracts/stories";
import type { UserProfile } from "@contracts/users";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });
export const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

export const greenfield = { school_name: "Greenfield Primary School", subdomain: "greenfield", domain_url: "greenfield.localhost", switchboard: true, logo: null, primary_color: null };
export const schoolHost = () => ({ body: greenfield });
export const platformHost = () => ({ status: 204 });

const profile = (patch: Partial<UserProfile>): UserProfile => ({
  id: "usr_s1",
  first_name: "Ava",
  last_name: "Adams",
  email: null,
  username: "greenfield.student01",
  is_staff: false,
  country: null,
  avatar: null,
  role: "student",
  tenant: "ten_green",
  ...patch,
});
export const student = profile({});
export const teacher = profile({ id: "usr_t", first_name: "Tess", last_name: "Teacher", email: "t@example.org", username: "t@example.org", role: "teacher" });
export const schoolAdmin = profile({ id: "usr_a", first_name: "Adam", last_name: "Admin", email: "a@example.org", username: "a@example.org", role: "school_admin" });

export const story = (patch: Partial<StoryOut> = {}): StoryOut => ({
  id: "sty_1",
  title: "The Brave Hedgehog",
  slug: "the-brave-hedgehog-ab12",
  body_html: "",
  cover: null,
  visibility: "private",
  status: "draft",
  language: null,
  rejection_reason: null,
  class_id: null,
  author: { id: student.id, first_name: student.first_name, last_name: student.last_name },
  tenant_id: "ten_green",
  submitted_at: null,
  published_at: null,
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  ...patch,
});

export function envelope(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return { status, body: { error: { code, message, fields, requestId: "req_test" } } };
}

/** The PATCH body of a fetch call. */
export const jsonOf = (call: { body: unknown }) => call.body as Record<string, unknown>;
