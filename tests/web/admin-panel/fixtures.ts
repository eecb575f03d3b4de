import type { AdminTenant } from "@contracts/tenants";
import type { AdminUser } from "@contracts/users";

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

export const greenfield: AdminTenant = {
  id: "ten_green",
  school_name: "Greenfield Primary School",
  school_email: "office@greenfield.example.org",
  domain_url: "greenfield.example.org",
  subdomain: "greenfield",
  switchboard: true,
  logo: null,
  country: "GB",
  locale: "en",
  time_zone: "Europe/London",
  currency: "GBP",
  address: null,
  tax_id: null,
  features: { dear_world: true, comprehension_corner: true },
  has_community_password: true,
  created_at: "2026-01-10T09:00:00.000Z",
  updated_at: "2026-01-10T09:00:00.000Z",
  primary_color: "#166534",
  primary_color_light: null,
  primary_color_dark: null,
  bg_primary_color: null,
  bg_secondary_color: null,
  announcement_color: null,
  button_color: "#15803d",
  book_button_color: null,
  text_primary_color: null,
  text_secondary_color: null,
  text_muted_color: null,
  border_primary_color: null,
  border_muted_color: null,
};

export const riverside: AdminTenant = { ...greenfield, id: "ten_river", school_name: "Riverside Academy", subdomain: "riverside", domain_url: "riverside.example.org", switchboard: false };

export const teacher: AdminUser = {
  id: "usr_teacher",
  first_name: "Tess",
  last_name: "Teacher",
  email: "tess@greenfield.example.org",
  username: "tess@greenfield.example.org",
  is_staff: false,
  country: "GB",
  avatar: null,
  role: "teacher",
  tenant: "ten_green",
  tenant_name: "Greenfield Primary School",
  archived: false,
  email_verified: true,
  created_at: "2026-02-01T10:00:00.000Z",
};

/** The field names a stubbed request carried as multipart. */
export const formKeys = (body: unknown) => [...new Set((body as FormData).keys())].sort();
export const formValue = (body: unknown, key: string) => (body as FormData).get(key);

export const validationFailed = (fields: Record<string, string[]>) => ({
  status: 400,
  body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields, requestId: "req_test" } },
});
