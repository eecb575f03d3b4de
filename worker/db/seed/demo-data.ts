/**
 * The demo data set (development and tests only; README lists the accounts). Pure data and SQL
 * text, importing only dependency-free modules, so both scripts/seed.ts (plain Node) and the workerd tests can use it.
 * Every row has a fixed id and is written with INSERT OR IGNORE: seeding twice changes nothing.
 */
import { insert } from "./sql.ts";
import { matchKey, nameKey } from "../../contracts/text.ts";
export const DEMO_PASSWORDS = {
  staff: "staff-demo-2026",
  admin: "admin-demo-2026",
  parent: "parent-demo-2026",
  teacher: "teacher-demo-2026",
  student: "reading-rocks-2026",
  communityGreenfield: "community-greenfield",
  communityRiverside: "community-riverside",
} as const;

type PasswordName = keyof typeof DEMO_PASSWORDS;

const FIRST_NAMES = [
  "Amara", "Ben", "Chloe", "Daniel", "Ella", "Finn", "Grace", "Harry", "Isla", "Jack", "Kiara", "Leo", "Maya",
  "Noah", "Olivia", "Priya", "Quinn", "Ruby", "Sam", "Tara", "Umar", "Violet", "William", "Xin", "Yusuf",
];
const LAST_NAMES = [
  "Adams", "Brown", "Chen", "Davies", "Evans", "Fischer", "Garcia", "Hughes", "Ibrahim", "Jones", "Khan", "Lewis",
  "Morgan", "Nowak", "Okafor", "Patel", "Quinn", "Roberts", "Singh", "Taylor", "Usman", "Varga", "Walker", "Xu", "Young",
];

const GREENFIELD = {
  id: "ten_demo_greenfield",
  school_name: "Greenfield Primary School",
  school_email: "office@greenfield.example.org",
  domain_url: "greenfield.example.org",
  subdomain: "greenfield",
  country: "GB",
  locale: "en",
  time_zone: "Europe/London",
  currency: "GBP",
  switchboard: true,
  // Greenfield reviews what teachers upload before it is published; Riverside trusts its teachers.
  review_teacher_uploads: true,
  primary_color: "#2e7d32",
  primary_color_light: "#a5d6a7",
  primary_color_dark: "#1b5e20",
  bg_primary_color: "#ffffff",
  bg_secondary_color: "#f1f8e9",
  announcement_color: "#f9a825",
  button_color: "#2e7d32",
  book_button_color: "#ef6c00",
  text_primary_color: "#1b1b1b",
  text_secondary_color: "#33691e",
  text_muted_color: "#6b7280",
  border_primary_color: "#81c784",
  border_muted_color: "#e5e7eb",
};

const RIVERSIDE = {
  id: "ten_demo_riverside",
  school_name: "Riverside Academy",
  school_email: "office@riverside.example.org",
  domain_url: "riverside.example.org",
  subdomain: "riverside",
  country: "KE",
  locale: "en",
  time_zone: "Africa/Nairobi",
  currency: "KES",
  switchboard: false,
  primary_color: "#1565c0",
  primary_color_light: "#90caf9",
  primary_color_dark: "#0d47a1",
  bg_primary_color: "#ffffff",
  bg_secondary_color: "#e3f2fd",
  announcement_color: "#00897b",
  button_color: "#1565c0",
  book_button_color: "#6a1b9a",
  text_primary_color: "#111827",
  text_secondary_color: "#0d47a1",
  text_muted_color: "#6b7280",
  border_primary_color: "#64b5f6",
  border_muted_color: "#e5e7eb",
};

export const DEMO = {
  tenants: { greenfield: GREENFIELD, riverside: RIVERSIDE },
  classes: { green4: { id: "cls_demo_green4", code: "GREEN4", name: "Year 4 Blue" }, river5: { id: "cls_demo_river5", code: "RIVER5", name: "Year 5 River" } },
} as const;


/**
 * The seed as SQL statements. `hash` is the project's password hasher; each distinct demo password
 * is hashed once and the hash shared by the accounts that use it (demo data only: it keeps the
 * seed fast, and these passwords are published in the README anyway).
 */
/** The demo staff's TOTP secret (base32): add it to an authenticator app, or compute codes from it. */
export const DEMO_STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function buildDemoSeed(hash: (password: string) => Promise<string>, now = Date.UTC(2026, 0, 5)): Promise<string[]> {
  const hashes = {} as Record<PasswordName, string>;
  for (const name of Object.keys(DEMO_PASSWORDS) as PasswordName[]) hashes[name] = await hash(DEMO_PASSWORDS[name]);
  const stamps = { created_at: now, updated_at: now };
  const out: string[] = [];

  for (const [t, community] of [
    [GREENFIELD, hashes.communityGreenfield],
    [RIVERSIDE, hashes.communityRiverside],
  ] as const) {
    out.push(insert("tenants", { ...t, school_name_key: nameKey(t.school_name), logo_key: null, community_password_hash: community, ...stamps }));
    // Databases seeded before schools had a region keep the column defaults until this sets them once.
    out.push(
      `UPDATE tenants SET time_zone = '${t.time_zone}', currency = '${t.currency}' WHERE id = '${t.id}' AND time_zone = 'UTC' AND currency = 'USD';`,
    );
  }

  const user = (u: {
    id: string;
    tenant_id: string | null;
    first_name: string;
    last_name: string;
    email: string | null;
    username: string;
    role: string | null;
    password: PasswordName;
    is_staff?: boolean;
  }) =>
    insert("users", {
      id: u.id,
      tenant_id: u.tenant_id,
      first_name: u.first_name,
      last_name: u.last_name,
      first_name_key: nameKey(u.first_name),
      last_name_key: nameKey(u.last_name),
      email: u.email,
      username: u.username,
      password_hash: hashes[u.password],
      is_staff: u.is_staff ?? false,
      country: "GB",
      avatar_key: null,
      role: u.role,
      canva_account: false,
      email_verified_at: u.email ? now : null,
      archived: false,
      ...stamps,
    });

  // Staff must use two-factor sign-in; the demo staff's authenticator secret is published (README)
  // like its password. "demo." secrets are read only by a Worker running locally (lib/totp-secrets.ts).
  const staffTotp = insert("user_totp", { user_id: "usr_demo_staff", secret: `demo.${DEMO_STAFF_TOTP_SECRET}`, enabled_at: now, last_step: null, recovery_hashes: "[]", created_at: now });
  out.push(user({ id: "usr_demo_staff", tenant_id: null, first_name: "Platform", last_name: "Staff", email: "staff@example.org", username: "staff", role: null, password: "staff", is_staff: true }));
  out.push(staffTotp);
  out.push(user({ id: "usr_demo_green_admin", tenant_id: GREENFIELD.id, first_name: "Helen", last_name: "Marsh", email: "admin@greenfield.example.org", username: "greenfield.admin", role: "school_admin", password: "admin" }));
  out.push(user({ id: "usr_demo_green_teacher", tenant_id: GREENFIELD.id, first_name: "Tom", last_name: "Fields", email: "teacher@greenfield.example.org", username: "greenfield.teacher", role: "teacher", password: "teacher" }));
  out.push(user({ id: "usr_demo_river_admin", tenant_id: RIVERSIDE.id, first_name: "Rosa", last_name: "Banks", email: "admin@riverside.example.org", username: "riverside.admin", role: "school_admin", password: "admin" }));

  out.push(insert("classes", { ...DEMO.classes.green4, name_key: nameKey(DEMO.classes.green4.name), match_key: matchKey(DEMO.classes.green4.name), tenant_id: GREENFIELD.id, teacher_id: "usr_demo_green_teacher", archived: false, ...stamps }));
  out.push(insert("classes", { ...DEMO.classes.river5, name_key: nameKey(DEMO.classes.river5.name), match_key: matchKey(DEMO.classes.river5.name), tenant_id: RIVERSIDE.id, teacher_id: null, archived: false, ...stamps }));

  const students = (tenant: string, prefix: string, classId: string, n: number, offset: number) => {
    for (let i = 1; i <= n; i++) {
      const nn = String(i).padStart(2, "0");
      const id = `usr_demo_${prefix}_student${nn}`;
      const k = (i - 1 + offset) % FIRST_NAMES.length;
      out.push(user({ id, tenant_id: tenant, first_name: FIRST_NAMES[k], last_name: LAST_NAMES[(k * 7) % LAST_NAMES.length], email: null, username: `${prefix}.student${nn}`, role: "student", password: "student" }));
      out.push(insert("class_students", { tenant_id: tenant, class_id: classId, student_id: id, created_at: now }));
    }
  };
  students(GREENFIELD.id, "greenfield", DEMO.classes.green4.id, 25, 0);
  students(RIVERSIDE.id, "riverside", DEMO.classes.river5.id, 5, 10);

  // A demo parent of greenfield.student01 (who has reading, courses and money raised to show).
  out.push(user({ id: "usr_demo_green_parent", tenant_id: GREENFIELD.id, first_name: "Priya", last_name: "Shah", email: "parent@greenfield.example.org", username: "greenfield.parent", role: "parent", password: "parent" }));
  out.push(insert("parent_links", { id: "plk_demo_green_parent", tenant_id: GREENFIELD.id, parent_id: "usr_demo_green_parent", student_id: "usr_demo_greenfield_student01", source: "invitation", show_full_name_on_certificates: false, created_at: now }));

  const modes = [
    { id: "mod_demo_reading", name: "Reading", locked: false, active: true, sort_order: 1 },
    { id: "mod_demo_stories", name: "Story Writing", locked: false, active: true, sort_order: 2 },
    { id: "mod_demo_challenges", name: "SDG Challenges", locked: true, active: false, sort_order: 3 },
  ];
  for (const m of modes) out.push(insert("modes", { ...m, tenant_id: GREENFIELD.id, image_key: null, status: "ACTIVE", ...stamps }));
  return out;
}
