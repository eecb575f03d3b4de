import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { SchoolAdminLayout } from "@/app/layouts/school-admin-layout";
import { AdminPanelLayout } from "@/app/layouts/admin-panel-layout";
import { renderPage, stubFetch } from "../render";
import { resetState, signIn } from "../learning/fixtures";

const school = { school_name: "Greenfield Primary School", subdomain: "greenfield", locale: "en", time_zone: "UTC", currency: "GBP", features: {} };

describe("the admin side navs say how many new messages wait", () => {
  beforeEach(resetState);

  it("a school's admins see their new contact messages beside Messages, said to screen readers too", async () => {
    signIn({ role: "school_admin" });
    stubFetch({ "GET /api/current-tenant": () => ({ body: school }), "GET /api/inbox/counts": () => ({ body: { contact: { new: 3, replied: 5 }, problem: {}, tour: {} } }) });
    renderPage(<SchoolAdminLayout />);
    const nav = (await screen.findAllByRole("navigation", { name: "Greenfield Primary School" }))[0];
    const messages = await within(nav).findByRole("link", { name: /^Messages/ });
    await within(messages).findByText("3 new");
    expect(messages).toHaveAccessibleName("Messages3 new");
    expect(within(nav).getByRole("link", { name: "Users" })).toBeInTheDocument();
  });

  it("shows nothing when nothing is new; staff count every kind", async () => {
    signIn({ role: "school_admin" });
    stubFetch({ "GET /api/current-tenant": () => ({ body: school }), "GET /api/inbox/counts": () => ({ body: { contact: { replied: 5 }, problem: {}, tour: {} } }) });
    const { unmount } = renderPage(<SchoolAdminLayout />);
    const nav = (await screen.findAllByRole("navigation", { name: "Greenfield Primary School" }))[0];
    expect(await within(nav).findByRole("link", { name: "Messages" })).toBeInTheDocument();
    unmount();

    signIn({ role: "school_admin", is_staff: true });
    stubFetch({ "GET /api/current-tenant": () => ({ body: null }), "GET /api/inbox/counts": () => ({ body: { contact: { new: 1 }, problem: { new: 2, resolved: 4 }, tour: { new: 1 } } }) });
    renderPage(<AdminPanelLayout />);
    const panel = (await screen.findAllByRole("navigation", { name: "Admin panel" }))[0];
    await within(panel).findByText("4 new");
  });
});
