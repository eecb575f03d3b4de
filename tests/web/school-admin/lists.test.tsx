import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicTenant } from "@contracts/tenants";
import SchoolDashboardPage from "@/app/routes/school-admin/dashboard";
import SchoolUsersPage from "@/app/routes/school-admin/users";
import ClassesPage from "@/app/routes/school-admin/classes";
import { renderPage, stubFetch } from "../render";
import { page, queryOf, student, teacher, year4 } from "./fixtures";

const tenant = { school_name: "Greenfield Primary School", subdomain: "greenfield", switchboard: true, logo: null } as PublicTenant;

describe("school admin lists", () => {
  it("dashboard: the school's name as the h1 and counts that link to their lists", async () => {
    stubFetch({
      "GET /api/current-tenant": () => ({ body: tenant }),
      "GET /api/school-admin/dashboard": () => ({ body: { users: { student: 25, teacher: 3, parent: 0, school_admin: 1 }, classes: 2, archived_users: 4 } }),
    });
    renderPage(<SchoolDashboardPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Greenfield Primary School" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Students\s*25/ })).toHaveAttribute("href", "/admin/users?role=student&archived=false");
    expect(screen.getByRole("link", { name: /Classes\s*2/ })).toHaveAttribute("href", "/admin/classes?archived=false");
    expect(screen.getByRole("link", { name: /Archived users\s*4/ })).toHaveAttribute("href", "/admin/users?archived=true");
  });

  it("users: filters by role and archive state, searches as typing pauses, links to the edit form", async () => {
    const calls = stubFetch({ "GET /api/school-admin/users/": ({ url }) => ({ body: page(queryOf(url).search ? [teacher] : [teacher, student(1, "Amy", "Adams")], 41) }) });
    const user = userEvent.setup();
    renderPage(<SchoolUsersPage />, { path: "/admin/users?role=teacher" });
    const table = await screen.findByRole("table", { name: "Users of the school" });
    expect(within(table).getByRole("link", { name: "Tess Teacher" })).toHaveAttribute("href", "/admin/adduser/usr_teacher");
    expect(screen.getByRole("link", { name: /Add user/ })).toHaveAttribute("href", "/admin/adduser");
    expect(screen.getByText("Showing 1–20 of 41")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "Archived only");
    await user.type(screen.getByLabelText("Search users"), "tess");
    await waitFor(() => expect(queryOf(calls.at(-1)!.url)).toMatchObject({ role: "teacher", archived: "true", search: "tess" }));
    // Debounced: no request for each keystroke.
    expect(calls.filter((c) => ["t", "te", "tes"].includes(queryOf(c.url).search ?? ""))).toHaveLength(0);
  });

  it("users: an unknown role in the address is not sent (the API refuses it) and shows as All roles", async () => {
    const calls = stubFetch({ "GET /api/school-admin/users/": () => ({ body: page([teacher], 1) }) });
    renderPage(<SchoolUsersPage />, { path: "/admin/users?role=wizard" });
    await screen.findByRole("table", { name: "Users of the school" });
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(queryOf(c.url)).not.toHaveProperty("role");
    expect(screen.getByLabelText("Role")).toHaveValue("");
  });

  it("classes: name, monospace code with a copy button, teacher, student count linking to the roster", async () => {
    stubFetch({ "GET /api/school-admin/classes/": () => ({ body: page([year4, { ...year4, id: "cls_old", name: "Old class", code: "OLD111", teacher: null, archived: true, student_count: 0 }]) }) });
    const user = userEvent.setup();
    renderPage(<ClassesPage />);
    const table = await screen.findByRole("table", { name: "Classes of the school" });
    const [blue, old] = within(table).getAllByRole("row").slice(1);
    expect(within(blue).getByRole("link", { name: "Year 4 Blue" })).toHaveAttribute("href", "/admin/addclass/cls_y4");
    expect(within(blue).getByText("GREEN4").className).toContain("font-mono");
    expect(within(blue).getByText("Tess Teacher")).toBeInTheDocument();
    expect(within(blue).getByRole("link", { name: /2 students in Year 4 Blue/ })).toHaveAttribute("href", "/admin/class-students/cls_y4");
    expect(within(old).getByText("Archived")).toBeInTheDocument();
    expect(within(old).getByText("No teacher")).toBeInTheDocument();

    await user.click(within(blue).getByRole("button", { name: "Copy class code GREEN4" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("GREEN4");
  });
});
