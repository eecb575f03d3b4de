import type { AdminClass, LoginCards, RosterStudent } from "@contracts/school-admin";
import type { AdminUser } from "@contracts/users";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

const member: AdminUser = {
  id: "usr_base",
  first_name: "",
  last_name: "",
  email: null,
  username: "",
  is_staff: false,
  country: null,
  avatar: null,
  role: "student",
  tenant: "ten_green",
  tenant_name: "Greenfield Primary School",
  archived: false,
  email_verified: false,
  created_at: "2026-02-01T10:00:00.000Z",
};

export const teacher: AdminUser = {
  ...member,
  id: "usr_teacher",
  first_name: "Tess",
  last_name: "Teacher",
  email: "tess@greenfield.example.org",
  username: "tess@greenfield.example.org",
  country: "GB",
  role: "teacher",
  email_verified: true,
};
export const schoolAdmin: AdminUser = { ...teacher, id: "usr_admin", first_name: "Ada", last_name: "Admin", email: "admin@greenfield.example.org", username: "admin@greenfield.example.org", role: "school_admin" };
export const student = (n: number, first: string, last: string): AdminUser => ({
  ...member,
  id: `usr_s${n}`,
  first_name: first,
  last_name: last,
  username: `greenfield.${first}${last}`.toLowerCase(),
});

export const year4: AdminClass = {
  id: "cls_y4",
  name: "Year 4 Blue",
  code: "GREEN4",
  teacher: { id: teacher.id, first_name: teacher.first_name, last_name: teacher.last_name },
  student_count: 2,
  archived: false,
  created_at: "2026-01-15T09:00:00.000Z",
};

export const rosterStudent = (u: AdminUser): RosterStudent => ({ id: u.id, username: u.username, first_name: u.first_name, last_name: u.last_name, avatar: null, archived: false });

export const loginCards: LoginCards = {
  school_name: "Greenfield Primary School",
  class_name: "Year 4 Blue",
  code: "GREEN4",
  login_url: "http://greenfield.localhost:8787/login?class=GREEN4",
  students: [
    { username: "greenfield.amyadams", first_name: "Amy", last_name: "Adams" },
    { username: "greenfield.benbrown", first_name: "Ben", last_name: "Brown" },
    { username: "greenfield.carlacruz", first_name: "Carla", last_name: "Cruz" },
  ],
};

/** The field names a stubbed request carried as multipart. */
export const formKeys = (body: unknown) => [...new Set((body as FormData).keys())].sort();
export const formValue = (body: unknown, key: string) => (body as FormData).get(key);

export const validationFailed = (fields: Record<string, string[]>) => ({
  status: 400,
  body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields, requestId: "req_test" } },
});

/** The query string of a stubbed call, as an object. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
