import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import PaymentSuccessPage from "@/app/routes/giving/payment-success";
import PaymentFailedPage from "@/app/routes/giving/payment-failed";
import DemoPaymentPage from "@/app/routes/giving/demo-payment";
import { redirectTo } from "@/features/giving/causes/components/checkout-form";
import { CART_OWNER_KEY } from "@/features/commerce/actions";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { order, resetState, signIn } from "./fixtures";

/** GET answers "pending" `pendingPolls` times, then `final`. */
function stubOrder(final: ReturnType<typeof order>, pendingPolls: number, extra: Parameters<typeof stubFetch>[0] = {}) {
  let gets = 0;
  const calls = stubFetch({
    "POST /api/orders/ord_1/confirm/": () => ({ body: order() }),
    "GET /api/orders/ord_1/": () => ({ body: gets++ < pendingPolls ? order() : final }),
    ...extra,
  });
  return { calls, gets: () => gets };
}

describe("payment success page", () => {
  beforeEach(resetState);

  it("confirms once, polls until paid, thanks the buyer with links and takes the paid items out of the cart", async () => {
    // don_eur is another currency's gift, left for a payment of its own.
    store.set(cartAtom, { items: ["donation:don_1", "donation:don_eur"], count: 2 });
    const paid = order({ status: "paid", paid_at: "2026-03-01T10:01:00.000Z", history: [{ status: "paid", note: null, created_at: "2026-03-01T10:01:00.000Z" }] });
    const { calls } = stubOrder(paid, 2);
    renderPage(<PaymentSuccessPage provider="stripe" />, { path: "/stripe-payment/success?order=ord_1&key=acc_1" });
    expect(screen.getByRole("heading", { name: "Confirming your payment…" })).toBeInTheDocument();
    expect(screen.getByText(/checking with Card \(Stripe\)/)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Thank you!" }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByTestId("order-number")).toHaveTextContent("GF-000123");
    // The number and the address keep their own direction in a right-to-left sentence: "GF-" did not wrap
    // to the wrong end of the line, and the address's full stop stays after it.
    expect(screen.getByTestId("order-number")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText(/^A receipt is on its way to \u2068.+@.+\u2069\.$/)).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "What you paid for" })).getByText("Donation to cause 1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View receipt" })).toHaveAttribute("href", "/invoice/order/ord_1?key=acc_1");
    expect(screen.getByRole("link", { name: "Track this order" })).toHaveAttribute("href", "/trackorder/ord_1?key=acc_1");
    const confirms = calls.filter((c) => c.url.includes("/confirm/"));
    expect(confirms).toHaveLength(1);
    expect(confirms[0].url).toContain("key=acc_1");
    expect(calls.filter((c) => c.method === "GET" && c.url.includes("/api/orders/ord_1/")).length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(store.get(cartAtom)).toEqual({ items: ["donation:don_eur"], count: 1 }));
  }, 10_000);

  it("reads the signed-in user's server cart again (the payment took the paid items out of it) and keeps the rest", async () => {
    signIn();
    localStorage.setItem(CART_OWNER_KEY, "usr_stu");
    store.set(cartAtom, { items: ["donation:don_1", "donation:don_eur"], count: 2 });
    const { calls } = stubOrder(order({ status: "paid" }), 0, { "GET /api/data/cart/": () => ({ body: { cart: ["donation:don_eur"], count: 1 } }) });
    renderPage(<PaymentSuccessPage provider="paypal" />, { path: "/paypal-payment/success?order=ord_1" });
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeInTheDocument();
    await waitFor(() => expect(store.get(cartAtom)).toEqual({ items: ["donation:don_eur"], count: 1 }));
    expect(calls.some((c) => c.url.endsWith("/api/data/cart/clear/"))).toBe(false);
  });

  it("an order on hold is explained and the cart is left alone", async () => {
    store.set(cartAtom, { items: ["donation:don_1"], count: 1 });
    stubOrder(order({ status: "on_hold", hold_reason: "Amount mismatch" }), 1);
    renderPage(<PaymentSuccessPage provider="phonepe" />, { path: "/phonepe-payment/success?order=ord_1&key=acc_1" });
    expect(await screen.findByRole("heading", { name: "Your payment is being reviewed" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/needs a check by our staff/)).toBeInTheDocument();
    expect(store.get(cartAtom).count).toBe(1);
  });

  it("uses the guest key saved at checkout when the link has none", async () => {
    sessionStorage.setItem("order.key.ord_1", "acc_saved");
    const { calls } = stubOrder(order({ status: "paid" }), 0);
    renderPage(<PaymentSuccessPage provider="demo" />, { path: "/demo-payment/success?order=ord_1" });
    await screen.findByRole("heading", { name: "Thank you!" });
    expect(calls.every((c) => c.url.includes("key=acc_saved"))).toBe(true);
  });

  it("says so when it takes long, and stops polling after the limit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { gets } = stubOrder(order({ status: "paid" }), 1000);
      renderPage(<PaymentSuccessPage provider="stripe" />, { path: "/stripe-payment/success?order=ord_1&key=acc_1" });
      await vi.advanceTimersByTimeAsync(7000);
      expect(screen.getByText(/Still waiting for the payment provider/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
      const after = gets();
      await vi.advanceTimersByTimeAsync(5000);
      expect(gets()).toBe(after);
      expect(screen.getByRole("button", { name: "Check again" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

function SignInComesBackTo() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>after sign-in: {from}</p>;
}

describe("payment success page without an order", () => {
  beforeEach(resetState);

  it("a visitor is told what the page is for and where to go: the receipt email, the cart, contact", async () => {
    const calls = stubFetch({});
    renderPage(<PaymentSuccessPage provider="stripe" />, { path: "/stripe-payment/success", routes: { "/login": <SignInComesBackTo /> } });
    expect(screen.getByRole("heading", { level: 1, name: "No order to confirm here" })).toBeInTheDocument();
    expect(screen.getByText(/receipt email has a link to your order/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to see your orders" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Back to your cart" })).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(calls).toHaveLength(0);
    // Signing in comes back here, where the recent orders are listed.
    await userEvent.click(screen.getByRole("link", { name: "Sign in to see your orders" }));
    expect(await screen.findByText("after sign-in: /stripe-payment/success")).toBeInTheDocument();
  });

  it("a signed-in buyer sees their recent orders, each linked to its tracking page, and their dashboard", async () => {
    signIn();
    const paid = order({ id: "ord_9", number: "GF-000129", status: "paid", total: 5000 });
    stubFetch({ "GET /api/orders/mine/": () => ({ body: { count: 1, next: null, previous: null, results: [paid] } }) });
    renderPage(<PaymentSuccessPage provider="demo" />, { path: "/demo-payment/success" });
    const recent = await screen.findByRole("list", { name: "Your recent orders" });
    expect(within(recent).getByRole("link", { name: /^Order GF-000129/ })).toHaveAttribute("href", "/trackorder/ord_9");
    expect(within(recent).getByRole("link", { name: "Receipt for order GF-000129" })).toHaveAttribute("href", "/invoice/order/ord_9");
    expect(within(recent).getByText("Paid")).toBeInTheDocument();
    expect(within(recent).getByText("$50.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("an order that cannot be found says so, with the same ways on", async () => {
    stubFetch({
      "POST /api/orders/ord_x/confirm/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Order not found", requestId: "r" } } }),
      "GET /api/orders/ord_x/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Order not found", requestId: "r" } } }),
    });
    renderPage(<PaymentSuccessPage provider="stripe" />, { path: "/stripe-payment/success?order=ord_x" });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find this order" })).toBeInTheDocument();
    expect(screen.getByText(/Order not found/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to your cart" })).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });
});

describe("payment not completed", () => {
  beforeEach(resetState);

  it("says nothing was charged, keeps the cart and offers a way back", () => {
    store.set(cartAtom, { items: ["donation:don_1"], count: 1 });
    renderPage(<PaymentFailedPage />, { path: "/stripe-payment/cancel?order=ord_1&key=acc_1" });
    expect(screen.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(screen.getByText("Nothing was charged")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to cart" })).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout");
    expect(store.get(cartAtom)).toEqual({ items: ["donation:don_1"], count: 1 });
  });
});

describe("demo payment page", () => {
  beforeEach(resetState);
  afterEach(() => vi.restoreAllMocks());

  it("is clearly labelled, shows the order and follows the answer of Pay or Cancel", async () => {
    const assign = vi.spyOn(redirectTo, "assign").mockImplementation(() => undefined);
    const calls = stubFetch({
      "GET /api/checkout/demo/sessions/demo_abc/": () => ({ body: { order: order(), provider_ref: "demo_abc", status: "pending" } }),
      "POST /api/checkout/demo/sessions/demo_abc/cancel/": () => ({ body: { redirect_url: "/demo-payment/cancel?order=ord_1&key=k" } }),
    });
    const user = userEvent.setup();
    renderPage(<DemoPaymentPage />, { path: "/demo-payment/demo_abc?order=ord_1&key=k", route: "/demo-payment/:ref" });
    expect(screen.getByRole("heading", { level: 1, name: "Demo payment — no real money moves" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Order GF-000123 · $25.00" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $25.00" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/demo-payment/cancel?order=ord_1&key=k"));
    expect(calls.some((c) => c.url.includes("/pay/"))).toBe(false);
    // A guest proves the order with its key on every call.
    expect(calls.every((c) => c.url.includes("key=k"))).toBe(true);
  });
});
