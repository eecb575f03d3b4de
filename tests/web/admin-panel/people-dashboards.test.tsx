import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ActionLogEntryOut } from "@contracts/audit";
import type { PeopleStatsOut, StaffTeacherOut } from "@contracts/staff-people";
import StaffActionLogPage from "@/app/routes/admin-panel/action-log";
import SuperpowerTeacherPage from "@/app/routes/admin-panel/superpower-teacher";
import UsersDashboardPage from "@/app/routes/admin-panel/users-dashboard";
import SchoolActionLogPage from "@/app/routes/school-admin/action-log";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const byRole = (n: Partial<Record<string, number>>) => ({ student: 0, teacher: 0, parent: 0, school_admin: 0, staff: 0, ...n });
const SCHOOLS = { "GET /api/admin/tenants/": () => ({ body: page([{ id: "ten_a", school_name: "Greenfield Primary School" }]) }) };

const entry: ActionLogEntryOut = {
  id: "act_1",
  created_at: "2026-11-26T10:15:00.000Z",
  action: "user.role_change",
  actor: { id: "usr_admin", name: "Helen Marsh", email: "admin@greenfield.example.org", role: "school_admin" },
  school: { id: "ten_a", name: "Greenfield Primary School" },
  target: { type: "user", id: "usr_t", label: "Tom Fields" },
  detail: { fields: ["role"], role: { from: "teacher", to: "school_admin" } },
  ip: "198.51.100.4",
  user_agent: "Mozilla/5.0 Test",
  host: "greenfield.example.org",
};

describe("action log", () => {
  it("shows who did what, when and from where, and filters by action through the URL", async () => {
    const calls = stubFetch({ ...SCHOOLS, "GET /api/super-admin/action-log/": () => ({ body: page([entry]) }) });
    renderPage(<StaffActionLogPage />, { path: "/admin-panel/action-log", route: "/admin-panel/action-log" });
    const table = await screen.findByRole("table", { name: /^Action log/ });
    const row = within(table).getAllByRole("row")[1];
    expect(row).toHaveTextContent("Helen Marsh");
    expect(row).toHaveTextContent("School admin");
    expect(row).toHaveTextContent("Changed a user's role");
    expect(row).toHaveTextContent("Tom Fields");
    expect(row).toHaveTextContent("Role: Teacher → School admin");
    expect(row).toHaveTextContent("198.51.100.4");
    expect(row).toHaveTextContent("Greenfield Primary School");
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "user.password_reset" } });
    await waitFor(() => expect(calls.some((c) => c.url.includes("action=user.password_reset"))).toBe(true));
  });

  it("a school admin's log has no School filter and asks the school-admin endpoint", async () => {
    const calls = stubFetch({ "GET /api/school-admin/action-log/": () => ({ body: page([]) }) });
    renderPage(<SchoolActionLogPage />, { path: "/admin/action-log", route: "/admin/action-log" });
    expect(await screen.findByText("Nothing has been changed yet.")).toBeInTheDocument();
    expect(screen.queryByLabelText("School")).not.toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, "http://x").pathname)).toEqual(["/api/school-admin/action-log/"]);
  });
});

const stats: PeopleStatsOut = {
  bucket: "day",
  series: [
    { start: "2026-11-25", signups: byRole({ student: 3 }), active: byRole({ student: 5, teacher: 1 }) },
    { start: "2026-11-26", signups: byRole({ teacher: 1 }), active: byRole({ student: 2 }) },
  ],
  totals: { signups: byRole({ student: 3, teacher: 1 }), active: byRole({ student: 6, teacher: 1 }), accounts: byRole({ student: 30, teacher: 2 }) },
  by_school: [{ id: "ten_a", name: "Greenfield Primary School", signups: 4, active: 7, accounts: 32 }],
};

describe("users dashboard", () => {
  it("charts sign-ups and active people, with the numbers as tables, and narrows to one role", async () => {
    stubFetch({ ...SCHOOLS, "GET /api/super-admin/people/stats/": () => ({ body: stats }) });
    renderPage(<UsersDashboardPage />, { path: "/admin-panel/users-dashboard", route: "/admin-panel/users-dashboard" });
    const signups = await screen.findByRole("figure", { name: "Sign-ups per day" });
    expect(signups).toHaveTextContent("New people in this period: 4.");
    expect(within(signups).getByRole("img")).toHaveAccessibleName("Sign-ups per day: New people in this period: 4.");
    expect(within(screen.getByRole("figure", { name: "Active by role" })).getByRole("rowheader", { name: "Students" }).nextSibling).toHaveTextContent("6");
    expect(screen.getByRole("figure", { name: "Active people by school" })).toHaveTextContent("Greenfield Primary School");
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "teacher" } });
    // One teacher is not "1 new teachers": the number follows the words, so no plural form is needed.
    expect(await screen.findByText("New teachers in this period: 1.")).toBeInTheDocument();
    expect(screen.getByText("Teachers who signed in or came back in this period: 1.")).toBeInTheDocument();
  });

  it("names the accounts of no school in the reader's language, not the API's English", async () => {
    const platform = { id: null, name: "Platform accounts", signups: 0, active: 9, accounts: 3 };
    stubFetch({ ...SCHOOLS, "GET /api/super-admin/people/stats/": () => ({ body: { ...stats, by_school: [platform, ...stats.by_school] } }) });
    await act(() => setInterfaceLocale("ar"));
    try {
      renderPage(<UsersDashboardPage />, { path: "/admin-panel/users-dashboard", route: "/admin-panel/users-dashboard" });
      const schools = await screen.findByRole("figure", { name: "الأشخاص النشطون حسب المدرسة" });
      expect(within(schools).getByRole("rowheader", { name: "حسابات المنصة" })).toBeInTheDocument();
      expect(schools).not.toHaveTextContent("Platform accounts");
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });
});

const teacher: StaffTeacherOut = {
  id: "usr_t",
  name: "Tom Fields",
  email: "teacher@greenfield.example.org",
  role: "teacher",
  school: { id: "ten_a", name: "Greenfield Primary School" },
  verified_at: null,
  classes: [{ id: "cls_1", name: "Year 4 Blue", students: 24 }],
  uploads: 8,
  last_active: "2026-11-26T09:00:00.000Z",
  created_at: "2026-01-05T00:00:00.000Z",
};

describe("teacher superpowers", () => {
  it("verifies a teacher after a confirmation and reloads the list", async () => {
    let verified = false;
    const calls = stubFetch({
      ...SCHOOLS,
      "GET /api/super-admin/people/teachers/": () => ({ body: page([{ ...teacher, verified_at: verified ? "2026-11-26T10:00:00.000Z" : null }]) }),
      "POST /api/super-admin/teachers/usr_t/verify/": () => {
        verified = true;
        return { body: { id: "usr_t", role: "teacher", verified_at: "2026-11-26T10:00:00.000Z" } };
      },
    });
    renderPage(<SuperpowerTeacherPage />, { path: "/admin-panel/superpower-teacher", route: "/admin-panel/superpower-teacher" });
    const table = await screen.findByRole("table", { name: /^Teachers/ });
    expect(table).toHaveTextContent("Year 4 Blue (24 students)");
    fireEvent.click(within(table).getByRole("button", { name: "Verify Tom Fields" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("button", { name: "Unverify Tom Fields" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://x").pathname)).toEqual(["/api/super-admin/teachers/usr_t/verify/"]);
    expect(screen.getByRole("button", { name: "Make admin: Tom Fields" })).toBeInTheDocument();
  });
});
