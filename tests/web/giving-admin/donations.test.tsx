import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DonationsPage from "@/app/routes/admin-panel/donations";
import SchoolDonationsPage from "@/app/routes/school-admin/donations";
import { setTokens } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { greenfield } from "../admin-panel/fixtures";
import { donation, page, queryOf } from "./fixtures";

const createObjectURL = vi.fn((_blob: Blob) => "blob:donations");
const revokeObjectURL = vi.fn();
let downloads: string[] = [];
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  downloads = [];
  // jsdom cannot navigate: record which file the download link would save.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => vi.restoreAllMocks());

const handlers = {
  "GET /api/donations/": ({ url }: { url: string }) =>
    queryOf(url).format === "csv"
      ? { body: "id,amount\ndon_1,25.00\n" }
      : { body: page([donation(1, { refunded_amount: 500 }), donation(2, { status: "pending", donor_display_name: "Anonymous", order_id: null })], 57) },
  "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
};

describe("staff donations", () => {
  it("lists donations with their school and pages through them", async () => {
    const calls = stubFetch(handlers);
    const user = userEvent.setup();
    renderPage(<DonationsPage />, { path: "/admin-panel/donations", route: "/admin-panel/donations" });
    const table = await screen.findByRole("table", { name: "Donations" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Donor 1");
    expect(rows[1]).toHaveTextContent("$25.00");
    expect(rows[1]).toHaveTextContent("$5.00 refunded");
    expect(rows[2]).not.toHaveTextContent("refunded");
    expect(rows[1]).toHaveTextContent("Greenfield Primary School");
    expect(within(rows[1]).getByRole("link", { name: "View order" })).toHaveAttribute("href", "/admin-panel/orders?order=ord_1");
    expect(rows[2]).toHaveTextContent("Anonymous");
    expect(rows[2]).toHaveTextContent("Pending");
    expect(screen.getByText("57 donations.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(queryOf(calls.filter((c) => c.url.startsWith("/api/donations/")).at(-1)!.url).offset).toBe("25"));
  });

  it("filters by status, target, school and dates, and exports exactly that as CSV with the bearer token", async () => {
    setTokens({ access: "tok_staff", refresh: "ref_staff" });
    const calls = stubFetch(handlers);
    const user = userEvent.setup();
    renderPage(<DonationsPage />, { path: "/admin-panel/donations", route: "/admin-panel/donations" });
    await screen.findByRole("table", { name: "Donations" });
    await screen.findByRole("option", { name: "Greenfield Primary School" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Completed");
    await user.selectOptions(screen.getByRole("combobox", { name: "Given to" }), "Project");
    await user.selectOptions(screen.getByRole("combobox", { name: "School" }), "Greenfield Primary School");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.url.startsWith("/api/donations/")).at(-1)!.url)).toEqual({
        status: "completed",
        target_type: "project",
        tenant: "ten_green",
        from: "2026-11-01",
        to: "2026-11-30",
        limit: "25",
        offset: "0",
      }),
    );
    expect(await screen.findByText("57 donations match these filters.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The CSV file was downloaded.")).toBeInTheDocument();
    const csv = calls.find((c) => queryOf(c.url).format === "csv")!;
    expect(queryOf(csv.url)).toEqual({ format: "csv", status: "completed", target_type: "project", tenant: "ten_green", from: "2026-11-01", to: "2026-11-30" });
    expect(csv.headers.get("Authorization")).toBe("Bearer tok_staff");
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe("text/csv;charset=utf-8");
    expect(await blob.text()).toContain("don_1,25.00");
    expect(downloads).toEqual([expect.stringMatching(/^donations-\d{4}-\d{2}-\d{2}\.csv blob:donations$/)]);
  });

  it("tells the user when the export fails", async () => {
    stubFetch({ ...handlers, "GET /api/donations/": ({ url }: { url: string }) => (queryOf(url).format === "csv" ? { status: 403, body: { error: { code: "FORBIDDEN", message: "You do not have permission to do this.", requestId: "r" } } } : { body: page([donation(1)]) }) });
    const user = userEvent.setup();
    renderPage(<DonationsPage />, { path: "/admin-panel/donations", route: "/admin-panel/donations" });
    await screen.findByRole("table", { name: "Donations" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Could not export the donations.")).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe("staff donations on a school's site", () => {
  // The API answers the host's school's gifts there whatever ?tenant= says (lib/tenancy.ts#staffView).
  const onGreenfield = { ...handlers, "GET /api/current-tenant": () => ({ body: greenfield }) };

  it("offers no School filter or column, says whose gifts these are, and never sends ?tenant=", async () => {
    const calls = stubFetch(onGreenfield);
    const user = userEvent.setup();
    // A link carrying another school's filter changes nothing here.
    renderPage(<DonationsPage />, { path: "/admin-panel/donations?tenant=ten_river", route: "/admin-panel/donations" });
    const table = await screen.findByRole("table", { name: "Donations" });
    expect(screen.getByText(/^Greenfield Primary School's gifts, newest first/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "School" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("columnheader", { name: "School" })).not.toBeInTheDocument();
    expect(within(within(table).getAllByRole("row")[1]).getByRole("link", { name: "View order" })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Completed");
    await waitFor(() => expect(queryOf(calls.filter((c) => c.url.startsWith("/api/donations/")).at(-1)!.url)).toEqual({ status: "completed", limit: "25", offset: "0" }));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await screen.findByText("The CSV file was downloaded.");
    const donationCalls = calls.filter((c) => c.url.startsWith("/api/donations/"));
    expect(donationCalls.some((c) => "tenant" in queryOf(c.url))).toBe(false);
    expect(calls.some((c) => c.url.startsWith("/api/admin/tenants/"))).toBe(false);
  });

  it("on the platform's site the School filter can also pick platform-wide gifts", async () => {
    const calls = stubFetch({ ...handlers, "GET /api/current-tenant": () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderPage(<DonationsPage />, { path: "/admin-panel/donations", route: "/admin-panel/donations" });
    await screen.findByRole("table", { name: "Donations" });
    expect(screen.getByText(/^Every gift on the platform/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "School" }), "Platform (no school)");
    await waitFor(() => expect(queryOf(calls.filter((c) => c.url.startsWith("/api/donations/")).at(-1)!.url).tenant).toBe("platform"));
  });
});

describe("school donations", () => {
  it("has no school filter or column and never asks for the schools list", async () => {
    const calls = stubFetch(handlers);
    renderPage(<SchoolDonationsPage />, { path: "/admin/donations", route: "/admin/donations" });
    const table = await screen.findByRole("table", { name: "Donations" });
    expect(within(table).queryByRole("columnheader", { name: "School" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "School" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith("/api/admin/tenants/"))).toBe(false);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  });
});
