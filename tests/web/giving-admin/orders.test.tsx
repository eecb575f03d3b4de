import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderOut } from "@contracts/commerce";
import OrdersPage from "@/app/routes/admin-panel/orders";
import { renderPage, stubFetch } from "../render";
import { greenfield } from "../admin-panel/fixtures";
import { order, page, queryOf } from "./fixtures";

function setup(initial: OrderOut, handlers: Parameters<typeof stubFetch>[0] = {}) {
  let current = initial;
  const calls = stubFetch({
    "GET /api/orders/": () => ({ body: page([{ ...current, school_name: "Greenfield Primary School" }]) }),
    [`GET /api/orders/${initial.id}/`]: () => ({ body: current }),
    "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
    ...handlers,
  });
  return { calls, set: (o: OrderOut) => (current = o) };
}

const renderOrders = (path = "/admin-panel/orders") => renderPage(<OrdersPage />, { path, route: "/admin-panel/orders" });
const drawer = () => screen.findByRole("dialog", { name: "Order ORD-0001" });

describe("orders list", () => {
  it("shows number, school, buyer, total, status and fulfilment, and filters", async () => {
    const { calls } = setup(order());
    const user = userEvent.setup();
    renderOrders();
    const table = await screen.findByRole("table", { name: "Orders, newest first" });
    const row = within(table).getAllByRole("row")[1];
    for (const text of ["ORD-0001", "Greenfield Primary School", "Pat Parent", "$39.99", "Paid", "To pack"]) expect(row).toHaveTextContent(text);

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "On hold");
    await user.selectOptions(screen.getByRole("combobox", { name: "Fulfilment" }), "Shipped");
    await user.selectOptions(screen.getByRole("combobox", { name: "School" }), "Greenfield Primary School");
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.url.startsWith("/api/orders/?")).at(-1)!.url)).toEqual({ status: "on_hold", fulfilment_status: "shipped", tenant: "ten_green", limit: "25", offset: "0" }),
    );
  });
});

describe("fulfilment", () => {
  it("moves a paid order to packed, then shipped with a tracking number, then delivered", async () => {
    let tracking: string | null = null;
    const { calls, set } = setup(order(), {
      "POST /api/orders/ord_1/fulfilment/": ({ body }) => {
        const input = JSON.parse(String(body)) as { fulfilment_status: OrderOut["fulfilment_status"]; tracking_number?: string };
        tracking = input.tracking_number ?? tracking;
        const next = order({ fulfilment_status: input.fulfilment_status, tracking_number: tracking });
        set(next);
        return { body: next };
      },
    });
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    const d = await drawer();
    expect(within(d).queryByRole("button", { name: "Mark shipped" })).not.toBeInTheDocument();
    await user.click(within(d).getByRole("button", { name: "Mark packed" }));
    expect(await screen.findByText("Order ORD-0001 is now packed.")).toBeInTheDocument();

    const ship = await within(d).findByRole("button", { name: "Mark shipped" });
    await user.click(ship);
    expect(within(d).getByRole("textbox", { name: "Tracking number" })).toHaveAccessibleDescription("Enter the tracking number");
    expect(calls.filter((c) => c.url.endsWith("/fulfilment/"))).toHaveLength(1);
    await user.type(within(d).getByRole("textbox", { name: "Tracking number" }), "RM123456789GB");
    await user.click(ship);
    await user.click(await within(d).findByRole("button", { name: "Mark delivered" }));
    await waitFor(() => expect(within(d).queryByRole("button", { name: /^Mark/ })).not.toBeInTheDocument());

    expect(calls.filter((c) => c.url.endsWith("/fulfilment/")).map((c) => c.body)).toEqual([
      { fulfilment_status: "packed" },
      { fulfilment_status: "shipped", tracking_number: "RM123456789GB" },
      { fulfilment_status: "delivered" },
    ]);
    expect(within(d).getByText("RM123456789GB")).toBeInTheDocument();
  });

  it("cancels fulfilment only after confirmation", async () => {
    const { calls } = setup(order({ fulfilment_status: "packed" }), { "POST /api/orders/ord_1/fulfilment/": () => ({ body: order({ fulfilment_status: "cancelled" }) }) });
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    await user.click(within(await drawer()).getByRole("button", { name: "Cancel fulfilment" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel fulfilment?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Cancel fulfilment" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ fulfilment_status: "cancelled" }));
  });
});

describe("refunds", () => {
  it("states the full amount, then a partial one typed in major units, and sends minor units", async () => {
    const { calls } = setup(order({ refunded_amount: 999 }), { "POST /api/orders/ord_1/refund/": () => ({ body: order({ refunded_amount: 2249 }) }) });
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    await user.click(within(await drawer()).getByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order ORD-0001" });
    expect(dialog).toHaveTextContent("$30.00 can still be refunded");
    expect(within(dialog).getByText(/You are about to refund \$30\.00 to \u2068Pat Parent\u2069/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Refund $30.00" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: "Part of it" }));
    const amount = within(dialog).getByRole("textbox", { name: "Amount to refund (USD)" });
    await user.type(amount, "31");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(amount).toHaveAccessibleDescription("At most $30.00 can be refunded");
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription("Please give a reason");

    await user.clear(amount);
    await user.type(amount, "12.5");
    expect(within(dialog).getByText(/You are about to refund \$12\.50 to \u2068Pat Parent\u2069/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "One book arrived damaged");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Refund $12.50" }));

    expect(await screen.findByText("Refund of $12.50 requested for order ORD-0001.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ amount: 1250, reason: "One book arrived damaged" });
  });

  it("says that part of an order holding gifts is refunded from the gifts first", async () => {
    const gift = { id: "oli_2", cart_item: "donation:don_1", kind: "donation" as const, title: "Gift to A well for Kisumu", quantity: 1, unit_amount: 1000, amount: 1000, requires_shipping: false };
    setup(order({ lines: [...order().lines, gift], subtotal: 4500, total: 4999 }));
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    await user.click(within(await drawer()).getByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order ORD-0001" });
    const rule = /taken from the order's gifts first/;
    expect(within(dialog).queryByText(rule)).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: "Part of it" }));
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
  });

  it("says nothing about gifts when the order holds none", async () => {
    setup(order());
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    await user.click(within(await drawer()).getByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order ORD-0001" });
    await user.click(within(dialog).getByRole("radio", { name: "Part of it" }));
    expect(within(dialog).queryByText(/gifts first/)).toBeNull();
  });

  it("refunds everything left when the full refund is chosen", async () => {
    const { calls } = setup(order(), { "POST /api/orders/ord_1/refund/": () => ({ body: order({ status: "refunded", refunded_amount: 3999 }) }) });
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    await user.click(within(await drawer()).getByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order ORD-0001" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Buyer changed their mind");
    await user.click(within(dialog).getByRole("button", { name: "Refund $39.99" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Buyer changed their mind" }));
  });
});

describe("on-hold orders", () => {
  it("shows the hold reason and releases the order after confirmation", async () => {
    const held = order({ status: "on_hold", fulfilment_status: "awaiting_payment", hold_reason: "Paid 35.00 USD but the order total is 39.99 USD" });
    const { calls } = setup(held, { "POST /api/orders/ord_1/hold/": () => ({ body: order() }) });
    const user = userEvent.setup();
    renderOrders("/admin-panel/orders?order=ord_1");
    const d = await drawer();
    expect(within(d).getByText("Paid 35.00 USD but the order total is 39.99 USD")).toBeInTheDocument();
    expect(within(d).queryByRole("button", { name: "Refund…" })).not.toBeInTheDocument();
    await user.click(within(d).getByRole("button", { name: "Release order" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Release this order?" })).getByRole("button", { name: "Release order" }));
    expect(await screen.findByText("Order ORD-0001 was released.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ action: "release" });
  });
});
