import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { DashboardGiving } from "@/features/giving/causes/components/dashboard-giving";
import { renderPage, stubFetch } from "../render";
import { line, order, page, resetState, signIn } from "./fixtures";

/*
 * "Your gifts and orders" on a signed-in adult's dashboard (GET /api/orders/mine/): the latest orders
 * with date, total, status, a link to each order and to its receipt; empty, loading and failing
 * states; none on a pupil's dashboard. jsdom lays nothing out: the phone width (412 px) is read from
 * the classes that wrap a row and give each link a finger's height.
 */

const renderDashboard = () => renderPage(<DashboardGiving />, { path: "/dashboard", route: "/dashboard" });

const gift = order({ id: "ord_7", number: "GF-000777", status: "paid", total: 2500, created_at: "2026-03-04T10:00:00.000Z", paid_at: "2026-03-04T10:01:00.000Z" });
const books = order({
  id: "ord_8",
  number: "GF-000888",
  status: "pending",
  currency: "INR",
  lines: [line(1, { kind: "printed_book", title: "Atlas", amount: 123450, unit_amount: 123450 })],
  subtotal: 123450,
  total: 123450,
  created_at: "2026-03-09T10:00:00.000Z",
});

describe("your gifts and orders on the dashboard", () => {
  beforeEach(resetState);

  it("lists a parent's latest orders: date, total in its currency, status, the order and its receipt", async () => {
    signIn({ role: "parent", username: "priya.parent" });
    const calls = stubFetch({ "GET /api/orders/mine/": () => ({ body: page([books, gift]) }) });
    renderDashboard();
    const section = screen.getByRole("region", { name: "Your gifts and orders" });
    expect(within(section).getByRole("status")).toHaveTextContent("Loading your orders");
    const list = await within(section).findByRole("list", { name: "Your recent orders" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    // No school country set here: English dates day first (en-GB).
    expect(within(rows[0]).getByRole("link", { name: "Order GF-000888 · 9 Mar 2026" })).toHaveAttribute("href", "/trackorder/ord_8");
    expect(within(rows[0]).getByText("₹1,234.50")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Awaiting payment")).toBeInTheDocument();
    expect(within(rows[1]).getByRole("link", { name: "Order GF-000777 · 4 Mar 2026" })).toHaveAttribute("href", "/trackorder/ord_7");
    expect(within(rows[1]).getByText("$25.00")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Paid")).toBeInTheDocument();
    expect(within(rows[1]).getByRole("link", { name: "Receipt for order GF-000777" })).toHaveAttribute("href", "/invoice/order/ord_7");
    expect(new URL(calls[0].url, "http://localhost").searchParams.get("limit")).toBe("5");

    // 412 px: a row wraps rather than growing sideways, a long number breaks, links keep a finger's height.
    expect(rows[0]).toHaveClass("flex-wrap");
    const orderLink = within(rows[0]).getByRole("link", { name: /^Order GF-000888/ });
    expect(orderLink).toHaveClass("min-w-0", "wrap-anywhere", "min-h-6", "pointer-coarse:min-h-11");
    expect(within(rows[0]).getByRole("link", { name: /^Receipt/ })).toHaveClass("min-h-6", "pointer-coarse:min-h-11");
  });

  it("says so when there are none, with a way to give", async () => {
    signIn({ role: "teacher" });
    stubFetch({ "GET /api/orders/mine/": () => ({ body: page([]) }) });
    renderDashboard();
    const section = screen.getByRole("region", { name: "Your gifts and orders" });
    expect(await within(section).findByText("You have not given or bought anything here yet.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Find a project to support" })).toHaveAttribute("href", "/projects");
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("says why when the orders cannot be loaded", async () => {
    signIn({ role: "parent" });
    stubFetch({ "GET /api/orders/mine/": () => ({ status: 503, body: { error: { code: "UNAVAILABLE", message: "The service is busy. Try again in a moment.", requestId: "req_1" } } }) });
    renderDashboard();
    const section = screen.getByRole("region", { name: "Your gifts and orders" });
    expect(await within(section).findByRole("alert")).toHaveTextContent("Your orders could not be loaded: The service is busy. Try again in a moment.");
  });

  it("lists a pupil's own gifts once they have some; a pupil without any is not nudged to give", async () => {
    signIn({ role: "student" });
    stubFetch({ "GET /api/orders/mine/": () => ({ body: page([gift]) }) });
    const { unmount } = renderDashboard();
    expect(screen.getByRole("link", { name: "See the money you have raised" })).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Your gifts and orders" });
    expect(within(section).getByRole("link", { name: "Receipt for order GF-000777" })).toHaveAttribute("href", "/invoice/order/ord_7");
    unmount();

    resetState();
    signIn({ role: "student" });
    const calls = stubFetch({ "GET /api/orders/mine/": () => ({ body: page([]) }) });
    renderDashboard();
    await waitFor(() => expect(calls.filter((c) => c.url.includes("/orders/mine/"))).toHaveLength(1));
    expect(screen.getByRole("link", { name: "See the money you have raised" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your gifts and orders" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Find a project to support" })).toBeNull();
  });
});
