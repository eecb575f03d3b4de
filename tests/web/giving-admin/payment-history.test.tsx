import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PaymentHistoryPage from "@/app/routes/admin-panel/payment-history";
import { renderPage, stubFetch } from "../render";
import { event, page, queryOf } from "./fixtures";

const dead = event(3, { status: "dead", attempts: 5, last_error: "D1_ERROR: database is locked", type: "payment.succeeded", provider: "paypal", provider_type: "PAYMENT.CAPTURE.COMPLETED" });
const failed = event(2, { status: "failed", attempts: 2, last_error: "Order not found", order_id: null, order_number: null });
const processed = event(1);

const renderHistory = (path = "/admin-panel/payment-history") => renderPage(<PaymentHistoryPage />, { path, route: "/admin-panel/payment-history", routes: { "/admin-panel/orders": <p>orders page</p> } });

describe("payment history", () => {
  it("shows failures first, in the API's order, marked as failures", async () => {
    stubFetch({ "GET /api/payments/events/": () => ({ body: page([dead, failed, processed]) }) });
    renderHistory();
    const table = await screen.findByRole("table", { name: "Payment provider events, failures first, then the newest" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["Dead-lettered", "Failed", "Processed"]);
    expect(rows[0]).toHaveTextContent("D1_ERROR: database is locked");
    expect(within(rows[0]).getByRole("button", { name: /^Retry/ })).toBeInTheDocument();
    expect(within(rows[1]).getByRole("button", { name: /^Retry/ })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it("filters by provider, status and search", async () => {
    const calls = stubFetch({ "GET /api/payments/events/": () => ({ body: page([dead]) }) });
    const user = userEvent.setup();
    renderHistory();
    await screen.findByRole("table");
    await user.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "PayPal");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Dead-lettered");
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "ORD-0001");
    await waitFor(() => expect(queryOf(calls.at(-1)!.url)).toEqual({ provider: "paypal", status: "dead", search: "ORD-0001", limit: "50", offset: "0" }));
  });

  it("opens an event's details and retries it after confirmation", async () => {
    let retried = false;
    const calls = stubFetch({
      "GET /api/payments/events/": () => ({ body: page(retried ? [{ ...dead, status: "received" as const }, processed] : [dead, processed]) }),
      "POST /api/payments/events/pev_3/retry/": () => {
        retried = true;
        return { body: { ...dead, status: "received" } };
      },
    });
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole("button", { name: "Details of payment.succeeded event evt_3" }));
    const drawer = await screen.findByRole("dialog", { name: "Event payment.succeeded" });
    expect(within(drawer).getByText("PAYMENT.CAPTURE.COMPLETED")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "ORD-0001" })).toHaveAttribute("href", "/admin-panel/orders?order=ord_1");
    expect(within(drawer).getByText("$25.00")).toBeInTheDocument();
    expect(within(drawer).getByText("D1_ERROR: database is locked")).toBeInTheDocument();

    await user.click(within(drawer).getByRole("button", { name: "Retry this event" }));
    const confirm = await screen.findByRole("dialog", { name: "Retry this event?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Retry" }));

    expect(await screen.findByText("The payment.succeeded event was sent back to the payments queue.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/payments/events/pev_3/retry/"]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Retry this event?" })).not.toBeInTheDocument());
    // The drawer now shows the event as queued again, without a retry button.
    expect(within(screen.getByRole("dialog", { name: "Event payment.succeeded" })).getByText("Queued")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry this event" })).not.toBeInTheDocument();
  });

  it("keeps the confirmation open and says why when the retry fails", async () => {
    stubFetch({
      "GET /api/payments/events/": () => ({ body: page([failed]) }),
      "POST /api/payments/events/pev_2/retry/": () => ({ status: 409, body: { error: { code: "CONFLICT", message: "Only dead or failed events can be retried.", requestId: "r" } } }),
    });
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole("button", { name: "Retry payment.succeeded event evt_2" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Retry this event?" })).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Only dead or failed events can be retried.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Retry this event?" })).toBeInTheDocument();
  });
});
