import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import TrackOrderPage from "@/app/routes/giving/track-order";
import InvoicePage from "@/app/routes/giving/invoice";
import { renderPage, stubFetch } from "../render";
import { donation, line, order, resetState, signIn } from "./fixtures";

const shipped = order({
  status: "paid",
  fulfilment_status: "shipped",
  tracking_number: "1Z999AA10123456784",
  lines: [line(1, { kind: "printed_book", title: "Printed: The Moon and Me", requires_shipping: true, amount: 1500, unit_amount: 1500 })],
  subtotal: 1500,
  shipping: 499,
  total: 1999,
  shipping_address: { line1: "1 Main St", line2: null, city: "Springfield", region: null, postal_code: "12345", country: "US" },
  paid_at: "2026-03-01T10:01:00.000Z",
  history: [
    { status: "created", note: null, created_at: "2026-03-01T10:00:00.000Z" },
    { status: "paid", note: null, created_at: "2026-03-01T10:01:00.000Z" },
    { status: "packed", note: null, created_at: "2026-03-02T09:00:00.000Z" },
    { status: "shipped", note: "Posted with UPS", created_at: "2026-03-03T09:00:00.000Z" },
  ],
});

describe("track order", () => {
  beforeEach(resetState);

  it("shows the number, status badges, history, tracking number and items", async () => {
    const calls = stubFetch({ "GET /api/orders/ord_1/": () => ({ body: shipped }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_1?key=acc_1", route: "/trackorder/:id" });
    expect(await screen.findByRole("heading", { level: 1, name: "Order GF-000123" })).toBeInTheDocument();
    expect(calls[0].url).toContain("key=acc_1");
    const status = screen.getByRole("region", { name: "Status" });
    expect(within(status).getByText("Paid")).toBeInTheDocument();
    expect(within(status).getByText("Shipped")).toBeInTheDocument();
    const history = screen.getByRole("list", { name: "Order history" });
    expect(within(history).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent)).toEqual(["Order created", "Paid", "Packed", "Shipped"]);
    expect(within(history).getByText("Posted with UPS")).toBeInTheDocument();
    expect(screen.getByText("1Z999AA10123456784")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Items in this order" })).getByText("Printed: The Moon and Me")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Receipt" })).toHaveAttribute("href", "/invoice/order/ord_1?key=acc_1");
  });

  it("a partly refunded order says so beside its status and under its total", async () => {
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: { ...shipped, refunded_amount: 1000 } }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_1?key=acc_1", route: "/trackorder/:id" });
    const status = await screen.findByRole("region", { name: "Status" });
    expect(within(status).getByText("Partially refunded")).toBeInTheDocument();
    expect(screen.getByText("Refunded: $10.00")).toBeInTheDocument();
  });

  it("an order on hold says the staff review it and why, in one sentence each (the reason ends its own)", async () => {
    const held = { ...shipped, status: "on_hold", fulfilment_status: "awaiting_payment", hold_reason: "Paid $1.00 but the order total is $19.99." };
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: held }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_1?key=acc_1", route: "/trackorder/:id" });
    expect(await screen.findByText("This order is being reviewed by our staff. \u2068Paid $1.00 but the order total is $19.99.\u2069")).toBeInTheDocument();
  });

  it("an order the visitor may not see is a clear message", async () => {
    stubFetch({ "GET /api/orders/ord_x/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Order not found", requestId: "r" } } }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_x", route: "/trackorder/:id" });
    expect(await screen.findByText("We could not find this order")).toBeInTheDocument();
    expect(screen.getByText("Order not found")).toBeInTheDocument();
  });
});

describe("invoice", () => {
  beforeEach(resetState);

  it("an order invoice is printable and links its PDF with the key", async () => {
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: shipped }) });
    renderPage(<InvoicePage />, { path: "/invoice/order/ord_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Invoice" });
    expect(within(doc).getByText("GF-000123")).toBeInTheDocument();
    expect(within(doc).getByTestId("order-total")).toHaveTextContent("$19.99");
    expect(within(doc).getByText(/1 Main St/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/orders/ord_1/invoice.pdf?key=acc_1");
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    // The print stylesheet shows only the document.
    expect([...document.querySelectorAll("style")].some((el) => el.textContent?.includes("#invoice-document, #invoice-document *"))).toBe(true);
  });

  it("is headed by the school that issued it, as its PDF and email are", async () => {
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: { ...shipped, issuer: "Greenfield Primary School" } }) });
    renderPage(<InvoicePage />, { path: "/invoice/order/ord_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Invoice" });
    expect(within(doc).getByText("Greenfield Primary School")).toBeInTheDocument();
    expect(within(doc).queryByText("Schools Platform")).toBeNull();
  });

  it("an order of gifts alone is a donation receipt, downloaded as one; a mixed order stays an invoice", async () => {
    const gifts = order({ status: "paid", lines: [line(1), line(2, { amount: 1000, unit_amount: 1000 })], subtotal: 3500, total: 3500 });
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: gifts }) });
    const first = renderPage(<InvoicePage />, { path: "/invoice/order/ord_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Donation receipt" });
    expect(within(doc).getByRole("heading", { level: 1 })).toHaveTextContent("Donation receipt");
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("download", "receipt-GF-000123.pdf");
    expect(screen.queryByRole("article", { name: "Invoice" })).toBeNull();
    first.unmount();

    const mixed = order({ status: "paid", lines: [line(1), line(2, { kind: "printed_book", title: "Atlas", cart_item: "item:cat_1" })], subtotal: 5000, total: 5000 });
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: mixed }) });
    renderPage(<InvoicePage />, { path: "/invoice/order/ord_1?key=acc_1", route: "/invoice/:type/:id" });
    expect(await screen.findByRole("article", { name: "Invoice" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("download", "invoice-GF-000123.pdf");
  });

  it("a donation receipt says whose fundraising a gift counts towards with one full stop, after an initial too", async () => {
    const receipt = (label: string) => ({
      body: { donation: donation({ status: "completed", completed_at: "2026-03-01T10:01:00.000Z", attribution: { kind: "student", label } }), order: order({ status: "paid" }) },
    });
    let label = "Amara A.";
    stubFetch({ "GET /api/donations/don_1/receipt/": () => receipt(label) });
    const first = renderPage(<InvoicePage />, { path: "/invoice/donation/don_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Donation receipt" });
    expect(within(doc).getByText("Counts towards the fundraising of Amara A.")).toBeInTheDocument();
    expect(within(doc).getByText("Greenfield Primary School")).toBeInTheDocument();
    first.unmount();
    label = "Year 4 Blue";
    renderPage(<InvoicePage />, { path: "/invoice/donation/don_1?key=acc_1", route: "/invoice/:type/:id" });
    expect(await screen.findByText("Counts towards the fundraising of Year 4 Blue.")).toBeInTheDocument();
  });

  it("a partly refunded gift's receipt says how much was refunded and how much still counts", async () => {
    stubFetch({
      "GET /api/donations/don_1/receipt/": () => ({ body: { donation: donation({ status: "completed", amount: 1234, refunded_amount: 234, currency: "GBP", completed_at: "2026-03-01T10:01:00.000Z" }), order: order({ status: "paid", currency: "GBP", refunded_amount: 234 }) } }),
    });
    renderPage(<InvoicePage />, { path: "/invoice/donation/don_1?key=acc_1", route: "/invoice/:type/:id" });
    expect(await screen.findByText("£2.34 of this gift was refunded; £10.00 counts towards the cause.")).toBeInTheDocument();
  });

  it("a gift refunded in full is receipted as refunded: no 'Paid', no fundraising it counts towards", async () => {
    stubFetch({
      "GET /api/donations/don_1/receipt/": () => ({
        body: {
          donation: donation({ status: "refunded", amount: 725, refunded_amount: 725, completed_at: "2026-03-01T10:01:00.000Z", attribution: { kind: "student", label: "Amara A." } }),
          // The order itself stays paid: only $10.00 of it was refunded, the whole gift among it.
          order: order({ status: "paid", refunded_amount: 1000 }),
        },
      }),
    });
    renderPage(<InvoicePage />, { path: "/invoice/donation/don_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Donation receipt" });
    expect(within(doc).getByText("This gift of $7.25 was refunded in full: it no longer counts towards the cause.")).toBeInTheDocument();
    expect(within(doc).getByText("Refunded")).toBeInTheDocument();
    expect(within(doc).queryByText("Paid")).toBeNull();
    expect(within(doc).queryByText(/Counts towards the fundraising of/)).toBeNull();
  });

  it("a donation receipt names the gift and links the receipt PDF", async () => {
    stubFetch({
      "GET /api/donations/don_1/receipt/": () => ({ body: { donation: donation({ status: "completed", message: "Keep reading!", completed_at: "2026-03-01T10:01:00.000Z" }), order: order({ status: "paid" }) } }),
    });
    renderPage(<InvoicePage />, { path: "/invoice/donation/don_1?key=acc_1", route: "/invoice/:type/:id" });
    const doc = await screen.findByRole("article", { name: "Donation receipt" });
    expect(within(doc).getByText("Books for Riverside")).toBeInTheDocument();
    expect(within(doc).getByText("“Keep reading!”")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/donations/don_1/receipt.pdf?key=acc_1");
  });

  it("a signed-in owner (no key in the link) downloads the PDF with their session", async () => {
    signIn();
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: shipped }) });
    const json = globalThis.fetch;
    const pdfCalls: { url: string; auth: string | null }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("invoice.pdf")) {
        pdfCalls.push({ url, auth: new Headers(init?.headers).get("Authorization") });
        return new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "Content-Type": "application/pdf" } });
      }
      return json(input, init);
    }) as typeof fetch;
    const createObjectURL = vi.fn(() => "blob:pdf");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<InvoicePage />, { path: "/invoice/order/ord_1", route: "/invoice/:type/:id" });
    const link = await screen.findByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", "/api/orders/ord_1/invoice.pdf");
    await user.click(link);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(pdfCalls).toEqual([{ url: "/api/orders/ord_1/invoice.pdf", auth: "Bearer token" }]);
    click.mockRestore();
  });
});
