import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import type { PublicTenant } from "@contracts/tenants";
import SchoolDashboardPage from "@/app/routes/school-admin/dashboard";
import { SchoolAdminLayout } from "@/app/layouts/school-admin-layout";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { resetState, signIn } from "../learning/fixtures";

const tenant = { school_name: "Greenfield Primary School", subdomain: "greenfield", switchboard: true, logo: null, locale: "en", time_zone: "UTC", currency: "GBP", features: {} } as unknown as PublicTenant;
const dashboard = { users: { student: 25, teacher: 3, parent: 0, school_admin: 1 }, classes: 2, archived_users: 4 };

const stub = (counts: { status?: number; body?: unknown }) =>
  stubFetch({
    "GET /api/current-tenant": () => ({ body: tenant }),
    "GET /api/school-admin/dashboard": () => ({ body: dashboard }),
    "GET /api/inbox/counts": () => counts,
  });

describe("the school admin's dashboard says how many new messages wait", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "school_admin" });
  });
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("a count of new contact messages, under its own heading, opening the new ones", async () => {
    stub({ body: { contact: { new: 3, replied: 5 }, problem: {}, tour: {} } });
    renderPage(<SchoolDashboardPage />);
    const section = (await screen.findByRole("heading", { level: 2, name: "Messages" })).closest("section")!;
    expect(await within(section).findByRole("link", { name: "3 new messages" })).toHaveAttribute("href", "/admin/messages?status=new");
  });

  it("one message is a message; none is said calmly, still with the way to Messages", async () => {
    stub({ body: { contact: { new: 1 }, problem: {}, tour: {} } });
    const { unmount } = renderPage(<SchoolDashboardPage />);
    expect(await screen.findByRole("link", { name: "1 new message" })).toHaveAttribute("href", "/admin/messages?status=new");
    unmount();

    stub({ body: { contact: { replied: 5 }, problem: {}, tour: {} } });
    renderPage(<SchoolDashboardPage />);
    expect(await screen.findByRole("link", { name: "No new messages" })).toHaveAttribute("href", "/admin/messages");
    expect(screen.queryByText(/\d+ new message/)).not.toBeInTheDocument();
  });

  it("when the counts cannot be read, says so and still links to Messages", async () => {
    stub({ status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong", requestId: "req_x" } } });
    renderPage(<SchoolDashboardPage />);
    expect(await screen.findByText("Could not count the new messages.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Messages" })).toHaveAttribute("href", "/admin/messages");
  });

  it("the side nav and the dashboard share one request for the counts", async () => {
    const calls = stub({ body: { contact: { new: 2 }, problem: {}, tour: {} } });
    renderPage(
      <>
        <SchoolAdminLayout />
        <SchoolDashboardPage />
      </>,
    );
    await screen.findByRole("link", { name: "2 new messages" });
    const nav = (await screen.findAllByRole("navigation", { name: "Greenfield Primary School" }))[0];
    await within(nav).findByText("2 new");
    expect(calls.filter((c) => new URL(c.url, "http://localhost").pathname === "/api/inbox/counts")).toHaveLength(1);
  });

  it("in Arabic, the count takes the dual form", async () => {
    await act(() => setInterfaceLocale("ar"));
    stub({ body: { contact: { new: 2 }, problem: {}, tour: {} } });
    renderPage(<SchoolDashboardPage />);
    expect(await screen.findByRole("link", { name: "رسالتان جديدتان" })).toHaveAttribute("href", "/admin/messages?status=new");
  });
});
