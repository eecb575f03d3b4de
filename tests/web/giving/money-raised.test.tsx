import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MoneyRaised } from "@/features/giving/causes/components/money-raised";
import { DashboardGiving } from "@/features/giving/causes/components/dashboard-giving";
import { renderPage, stubFetch } from "../render";
import { donation, resetState, signIn } from "./fixtures";

describe("Money I Have Raised", () => {
  beforeEach(() => {
    resetState();
    signIn();
  });

  it("shows totals per currency and the recent gifts", async () => {
    stubFetch({
      "GET /api/donations/raised/": () => ({
        body: {
          totals: [
            { currency: "USD", amount: 7550, donations: 3 },
            { currency: "INR", amount: 50000, donations: 1 },
          ],
          recent: [donation({ id: "don_9", donor_display_name: "Grandma Jo", amount: 5000, status: "completed", message: "Proud of you", completed_at: "2026-03-02T10:00:00.000Z" })],
        },
      }),
    });
    renderPage(<MoneyRaised />);
    expect(screen.getByRole("heading", { name: "Money I Have Raised" })).toBeInTheDocument();
    const totals = await screen.findByRole("list", { name: "Totals raised" });
    expect(within(totals).getByText("$75.50")).toBeInTheDocument();
    expect(within(totals).getByText("from 3 gifts in USD")).toBeInTheDocument();
    expect(within(totals).getByText("₹500.00")).toBeInTheDocument();
    const recent = screen.getByRole("list", { name: "Recent gifts" });
    expect(within(recent).getByText("Grandma Jo")).toBeInTheDocument();
    expect(within(recent).getByText("$50.00")).toBeInTheDocument();
    expect(within(recent).getByText("“Proud of you”")).toBeInTheDocument();
  });

  it("a partly refunded gift shows what still counts and what was refunded", async () => {
    stubFetch({
      "GET /api/donations/raised/": () => ({
        body: {
          totals: [{ currency: "GBP", amount: 1000, donations: 1 }],
          recent: [donation({ id: "don_7", donor_display_name: "Uncle Raj", amount: 1234, refunded_amount: 234, currency: "GBP", status: "completed", completed_at: "2026-03-02T10:00:00.000Z" })],
        },
      }),
    });
    renderPage(<MoneyRaised />);
    const recent = await screen.findByRole("list", { name: "Recent gifts" });
    expect(within(recent).getByText("£10.00")).toBeInTheDocument();
    expect(within(recent).getByText("£2.34 of £12.34 refunded")).toBeInTheDocument();
    expect(within(recent).queryByText("£12.34")).toBeNull();
  });

  it("says how to start when nothing is raised yet", async () => {
    stubFetch({ "GET /api/donations/raised/": () => ({ body: { totals: [], recent: [] } }) });
    renderPage(<MoneyRaised />);
    expect(await screen.findByText("No gifts count towards your fundraising yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "project" })).toHaveAttribute("href", "/projects");
  });

  it("the dashboard links to it, and shows it for ?option=Money I Have Raised", async () => {
    const calls = stubFetch({
      "GET /api/donations/raised/": () => ({ body: { totals: [{ currency: "USD", amount: 1000, donations: 1 }], recent: [] } }),
      // A pupil's own gifts, listed only when there are some (dashboard-orders.test.tsx).
      "GET /api/orders/mine/": () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    const first = renderPage(<DashboardGiving />, { path: "/dashboard" });
    expect(screen.getByRole("link", { name: "See the money you have raised" })).toHaveAttribute("href", "/dashboard?option=Money%20I%20Have%20Raised");
    // The totals are asked for only when the section is opened.
    expect(calls.filter((c) => c.url.includes("/donations/raised/"))).toHaveLength(0);
    first.unmount();
    renderPage(<DashboardGiving />, { path: "/dashboard?option=Money%20I%20Have%20Raised" });
    expect(await screen.findByRole("list", { name: "Totals raised" })).toHaveTextContent("$10.00");
  });
});
