import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import AdminDashboardPage from "@/app/routes/admin-panel/dashboard";
import { renderPage, stubFetch } from "../render";

describe("admin dashboard", () => {
  it("shows the platform's counts as cards linking to their lists", async () => {
    stubFetch({
      "GET /api/super-admin/dashboard/": () => ({
        body: { tenants: 2, users: { student: 30, teacher: 2, parent: 0, school_admin: 2, staff: 1 }, classes: 2, emails: { queued: 1, sent: 40, failed: 3 } },
      }),
    });
    renderPage(<AdminDashboardPage />, { path: "/admin-panel/dashboard", route: "/admin-panel/dashboard" });
    const students = await screen.findByRole("link", { name: /Students\s*30/ });
    expect(students).toHaveAttribute("href", "/admin-panel/all-users?role=student");
    expect(screen.getByRole("link", { name: /Platform staff\s*1/ })).toHaveAttribute("href", "/admin-panel/all-users?role=staff");
    expect(screen.getByRole("link", { name: /Schools\s*2/ })).toHaveAttribute("href", "/admin-panel/all-tenants");
    expect(screen.getByRole("link", { name: /Failed\s*3/ })).toHaveAttribute("href", "/admin-panel/email-monitoring?status=failed");
    const headings = screen.getAllByRole("heading").map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual(["H1 Dashboard", "H2 Schools and classes", "H2 Users", "H2 Emails"]);
    // Classes have no list in the panel: a plain card.
    expect(screen.getByText("Classes").parentElement).toHaveTextContent("Classes2");
    expect(screen.queryByRole("link", { name: /Classes/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when the counts cannot be loaded", async () => {
    stubFetch({ "GET /api/super-admin/dashboard/": () => ({ status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId: "r" } } }) });
    renderPage(<AdminDashboardPage />, { path: "/admin-panel/dashboard", route: "/admin-panel/dashboard" });
    expect(await screen.findByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
  });
});
