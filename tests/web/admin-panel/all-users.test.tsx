import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import AllUsersPage from "@/app/routes/admin-panel/all-users";
import { renderPage, stubFetch } from "../render";
import { greenfield, page, riverside, teacher } from "./fixtures";

const staff = { ...teacher, id: "usr_staff", first_name: "Sam", last_name: "Staff", email: "staff@example.org", username: "staff", role: null, is_staff: true, tenant: null, tenant_name: null };
const archived = { ...teacher, id: "usr_old", first_name: "Olly", last_name: "Old", archived: true, email_verified: false };

function setup(count = 3) {
  const calls = stubFetch({
    "GET /api/super-admin/users/": () => ({ body: page([teacher, staff, archived], count) }),
    "GET /api/admin/tenants/": () => ({ body: page([greenfield, riverside]) }),
  });
  const userCalls = () => calls.filter((c) => c.url.startsWith("/api/super-admin/users/")).map((c) => new URL(c.url, "http://localhost").searchParams);
  return { calls, userCalls };
}
const renderList = (path = "/admin-panel/all-users") => renderPage(<AllUsersPage />, { path, route: "/admin-panel/all-users" });

describe("users list", () => {
  it("shows each user's name, contact, role, school and status, linking to the user", async () => {
    setup();
    renderList();
    const row = (await screen.findByRole("link", { name: "Tess Teacher" })).closest("tr")!;
    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeInTheDocument();
    // The address may wrap after its "@" and before its dots, not anywhere (break-all cut names mid-word on a phone).
    const email = within(row).getByText("tess@greenfield.example.org", { selector: "span:not(.text-xs)" });
    expect(email).not.toHaveClass("break-all");
    expect([...email.childNodes].map((n) => (n.nodeName === "WBR" ? "|" : n.textContent)).join("")).toBe("tess@|greenfield|.example|.org");
    expect(within(row).getByText("Greenfield Primary School")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("Verified")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tess Teacher" })).toHaveAttribute("href", "/admin-panel/user/usr_teacher");

    const staffRow = screen.getByRole("link", { name: "Sam Staff" }).closest("tr")!;
    expect(within(staffRow).getByText("Platform staff")).toBeInTheDocument();
    expect(within(staffRow).getByText("Platform")).toBeInTheDocument();
    const oldRow = screen.getByRole("link", { name: "Olly Old" }).closest("tr")!;
    expect(within(oldRow).getByText("Archived")).toBeInTheDocument();
    expect(within(oldRow).getByText("Unverified")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add user" })).toHaveAttribute("href", "/admin-panel/user");
  });

  it("debounces the search and sends search, role and school in the query", async () => {
    const { userCalls } = setup();
    const user = userEvent.setup();
    renderList();
    await screen.findByRole("link", { name: "Tess Teacher" });
    expect(userCalls()[0].toString()).toBe("limit=20&offset=0");

    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "tess");
    await waitFor(() => expect(userCalls().at(-1)!.get("search")).toBe("tess"));
    // Typing did not send a request per keystroke.
    expect(userCalls().map((q) => q.get("search")).filter(Boolean)).toEqual(["tess"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Teacher");
    await waitFor(() => expect(userCalls().at(-1)!.get("role")).toBe("teacher"));

    const school = screen.getByRole("combobox", { name: "School" });
    await within(school).findByRole("option", { name: "Riverside Academy" });
    await user.selectOptions(school, "Riverside Academy");
    await waitFor(() => expect(Object.fromEntries(userCalls().at(-1)!)).toEqual({ search: "tess", role: "teacher", tenant: "ten_river", limit: "20", offset: "0" }));

    await user.selectOptions(school, "Platform (no school)");
    await waitFor(() => expect(userCalls().at(-1)!.get("tenant")).toBe("platform"));
  });

  it("reads a role from the URL (dashboard links) and pages with offset", async () => {
    const { userCalls } = setup(45);
    const user = userEvent.setup();
    renderList("/admin-panel/all-users?role=staff");
    await screen.findByRole("link", { name: "Tess Teacher" });
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveValue("staff");
    expect(userCalls()[0].get("role")).toBe("staff");
    expect(screen.getByText("Showing 1–20 of 45")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(userCalls().at(-1)!.get("offset")).toBe("20"));
    expect(userCalls().at(-1)!.get("role")).toBe("staff");
    expect(await screen.findByText("Showing 21–40 of 45")).toBeInTheDocument();
  });

  it("follows the URL when a link clears the search, without re-applying the old text", async () => {
    const { userCalls } = setup();
    const user = userEvent.setup();
    const ui = (
      <>
        <Link to="/admin-panel/all-users">Users (nav)</Link>
        <AllUsersPage />
      </>
    );
    renderPage(ui, { path: "/admin-panel/all-users?search=tess", route: "/admin-panel/all-users" });
    const box = screen.getByRole("searchbox", { name: "Search users" });
    expect(box).toHaveValue("tess");
    await screen.findByRole("link", { name: "Tess Teacher" });

    await user.click(screen.getByRole("link", { name: "Users (nav)" }));
    await waitFor(() => expect(box).toHaveValue(""));
    await waitFor(() => expect(userCalls().at(-1)!.has("search")).toBe(false));
    await new Promise((r) => setTimeout(r, 400)); // longer than the debounce
    expect(box).toHaveValue("");
    expect(userCalls().at(-1)!.has("search")).toBe(false);
  });

  it("says so when nothing matches the filters", async () => {
    stubFetch({ "GET /api/super-admin/users/": () => ({ body: page([]) }), "GET /api/admin/tenants/": () => ({ body: page([]) }) });
    renderList("/admin-panel/all-users?search=nobody");
    expect(await screen.findByText("No users match these filters.")).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch({ "GET /api/super-admin/users/": () => ({ status: 403, body: { error: { code: "FORBIDDEN", message: "Platform staff only.", requestId: "r" } } }) });
    renderList();
    expect(await screen.findByText("Platform staff only.")).toBeInTheDocument();
  });

  it("past the last page (a stale link, or the last row of the last page gone) says so and goes back to the first page, rather than 'No users yet.'", async () => {
    const calls = stubFetch({
      "GET /api/super-admin/users/": ({ url }) => {
        const offset = Number(new URL(url, "http://localhost").searchParams.get("offset") ?? 0);
        return { body: page(offset >= 35 ? [] : [teacher], 35) };
      },
      "GET /api/admin/tenants/": () => ({ body: page([greenfield, riverside]) }),
    });
    const user = userEvent.setup();
    renderList("/admin-panel/all-users?offset=500");
    expect(await screen.findByText("This page is past the end of the list (35 in all).")).toBeInTheDocument();
    expect(screen.queryByText("No users yet.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to the first page" }));
    expect(await screen.findByRole("link", { name: "Tess Teacher" })).toBeInTheDocument();
    const last = calls.filter((c) => c.url.startsWith("/api/super-admin/users/")).at(-1)!;
    expect(new URL(last.url, "http://localhost").searchParams.get("offset") ?? "0").toBe("0");
  });
});
