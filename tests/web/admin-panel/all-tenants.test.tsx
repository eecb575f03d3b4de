import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AllTenantsPage from "@/app/routes/admin-panel/all-tenants";
import { renderPage, stubFetch } from "../render";
import { greenfield, page, riverside } from "./fixtures";

describe("schools list", () => {
  it("lists schools with logo, subdomain, domain and switchboard, and searches them", async () => {
    const calls = stubFetch({
      "GET /api/admin/tenants/": () => ({ body: page([{ ...greenfield, logo: "/api/files/tenants/ten_green/logos/x.png" }, riverside]) }),
    });
    const user = userEvent.setup();
    renderPage(<AllTenantsPage />, { path: "/admin-panel/all-tenants", route: "/admin-panel/all-tenants" });
    const link = await screen.findByRole("link", { name: "Greenfield Primary School" });
    expect(screen.getByRole("heading", { level: 1, name: "Schools" })).toBeInTheDocument();
    expect(link).toHaveAttribute("href", "/admin-panel/tenant/ten_green");
    const row = link.closest("tr")!;
    expect(within(row).getByRole("img", { name: "Greenfield Primary School logo" })).toHaveAttribute("src", "/api/files/tenants/ten_green/logos/x.png");
    expect(within(row).getByText("greenfield")).toBeInTheDocument();
    expect(within(row).getByText("greenfield.example.org")).toBeInTheDocument();
    expect(within(row).getByText("Yes")).toBeInTheDocument();
    expect(within(screen.getByRole("link", { name: "Riverside Academy" }).closest("tr")!).getByText("No")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add school" })).toHaveAttribute("href", "/admin-panel/tenant");

    await user.type(screen.getByRole("searchbox", { name: "Search schools" }), "river");
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/api/admin/tenants/?search=river&limit=20&offset=0"));
  });

  it("has an empty state", async () => {
    stubFetch({ "GET /api/admin/tenants/": () => ({ body: page([]) }) });
    renderPage(<AllTenantsPage />, { path: "/admin-panel/all-tenants", route: "/admin-panel/all-tenants" });
    expect(await screen.findByText("No schools yet.")).toBeInTheDocument();
  });
});
