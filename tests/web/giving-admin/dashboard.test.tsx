import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CharitiesDashboardPage from "@/app/routes/admin-panel/charities-dashboard";
import { renderPage, stubFetch } from "../render";
import { queryOf, stats } from "./fixtures";

const renderDashboard = () => renderPage(<CharitiesDashboardPage />, { path: "/admin-panel/charities-dashboard", route: "/admin-panel/charities-dashboard" });

describe("charities dashboard", () => {
  it("shows totals per currency and the order counts as KPI cards", async () => {
    stubFetch({ "GET /api/giving/stats/": () => ({ body: stats }) });
    renderDashboard();
    expect(await screen.findByText("$12,345.50")).toBeInTheDocument();
    expect(screen.getByText("₹9,900.00")).toBeInTheDocument();
    const totals = within(screen.getByRole("region", { name: "Totals" }));
    expect(totals.getByText("Donations").nextSibling).toHaveTextContent("47");
    expect(totals.getByText("Active projects").nextSibling).toHaveTextContent("5");
    expect(totals.getByText("Funded projects").nextSibling).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: /On hold\s*1/ })).toHaveAttribute("href", "/admin-panel/orders?status=on_hold");
    expect(screen.getByRole("link", { name: /Awaiting fulfilment\s*3/ })).toHaveAttribute("href", "/admin-panel/orders?fulfilment_status=paid");
  });

  it("gives every chart a text summary and a table of its numbers", async () => {
    stubFetch({ "GET /api/giving/stats/": () => ({ body: stats }) });
    renderDashboard();
    const byCharity = await screen.findByRole("img", { name: /Raised by charity \(USD\): 2 charities; Books for All raised the most, \$9,000\.00/ });
    expect(byCharity).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Raised per month \(USD\): \$12,345\.50 over the last 2 months/ })).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Raised by school (USD)" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Greenfield Primary School$10,000.0032");
    expect(rows[2]).toHaveTextContent("Platform$2,345.508");
    // Oldest period first in the line chart's table.
    const periods = within(screen.getByRole("table", { name: "Raised per month (USD)" })).getAllByRole("rowheader").map((h) => h.textContent);
    expect(periods).toEqual(["Oct 2026", "Nov 2026"]);
  });

  it("asks for another period and switches the charts' currency", async () => {
    const calls = stubFetch({ "GET /api/giving/stats/": () => ({ body: stats }) });
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText("$12,345.50");
    expect(queryOf(calls[0].url)).toEqual({ period: "month", periods: "12" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "Week");
    await screen.findByRole("img", { name: /Raised per week/ });
    expect(queryOf(calls[calls.length - 1].url)).toEqual({ period: "week", periods: "12" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "INR");
    expect(screen.getByRole("img", { name: /Raised per week \(INR\): ₹9,900\.00/ })).toBeInTheDocument();
    expect(screen.getByText("No charity has raised INR yet.")).toBeInTheDocument();
  });

  it("charts periods without gifts as zero between the first and the last", async () => {
    const gappy = {
      ...stats,
      by_period: [
        { period: "2026-11-16", currency: "USD" as const, amount: 10_000, donations: 1 },
        { period: "2026-10-26", currency: "USD" as const, amount: 57_500, donations: 3 },
      ],
    };
    stubFetch({ "GET /api/giving/stats/": () => ({ body: gappy }) });
    renderPage(<CharitiesDashboardPage />, { path: "/admin-panel/charities-dashboard?period=week", route: "/admin-panel/charities-dashboard" });
    const table = await screen.findByRole("table", { name: "Raised per week (USD)" });
    const rows = within(table).getAllByRole("row").slice(1).map((r) => r.textContent);
    // The platform's staff pages have no school: English dates day first (en-GB), not the US order.
    expect(rows).toEqual(["26 Oct 2026$575.003", "2 Nov 2026$0.000", "9 Nov 2026$0.000", "16 Nov 2026$100.001"]);
    expect(screen.getByRole("img", { name: /\$675\.00 over the last 4 weeks/ })).toBeInTheDocument();
  });
});
