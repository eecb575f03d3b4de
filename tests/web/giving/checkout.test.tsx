import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CheckoutPage from "@/app/routes/giving/checkout";
import { redirectTo } from "@/features/giving/causes/components/checkout-form";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { line, order, quote, resetState, signIn } from "./fixtures";

const orderPosts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === "POST" && c.url.endsWith("/api/orders/"));

function stubCheckout({ q = quote(), checkoutStatus = [200] }: { q?: ReturnType<typeof quote>; checkoutStatus?: number[] } = {}) {
  let checkoutCalls = 0;
  return stubFetch({
    "POST /api/orders/quote/": () => ({ body: q }),
    // The order answers after a moment, as a real server does: a second click lands while it is in flight.
    "POST /api/orders/": async () => {
      await new Promise((r) => setTimeout(r, 150));
      return { status: 201, body: order({ access_key: "acc_guest_1" }) };
    },
    "POST /api/checkout/demo/": () => {
      const status = checkoutStatus[Math.min(checkoutCalls++, checkoutStatus.length - 1)];
      return status === 200
        ? { body: { provider: "demo", redirect_url: "/demo-payment/demo_abc?order=ord_1&key=acc_guest_1", provider_ref: "demo_abc" } }
        : { status, body: { error: { code: "UNAVAILABLE", message: "The payment provider is not answering", requestId: "r" } } };
    },
  });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Gina Guest");
  await user.type(screen.getByLabelText("Email"), "gina@example.org");
}

describe("checkout", () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetState();
    store.set(cartAtom, { items: ["donation:don_1"], count: 1 });
    assign = vi.spyOn(redirectTo, "assign").mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it("creates the order with an Idempotency-Key, starts the chosen provider and leaves for its page", async () => {
    const calls = stubCheckout();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    const providers = await screen.findByRole("group", { name: "Payment method" });
    await fillContact(user);
    await user.click(within(providers).getByRole("radio", { name: /Demo payment \(no real money\)/ }));
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/demo-payment/demo_abc?order=ord_1&key=acc_guest_1"));
    const [post] = orderPosts(calls);
    expect(post.body).toEqual({ items: ["donation:don_1"], contact: { name: "Gina Guest", email: "gina@example.org", phone: null }, shipping_address: null });
    expect(post.headers.get("Idempotency-Key")).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(calls.find((c) => c.url.endsWith("/api/checkout/demo/"))?.body).toEqual({ order_id: "ord_1", access_key: "acc_guest_1" });
    // The guest's access key is kept for the result pages.
    expect(sessionStorage.getItem("order.key.ord_1")).toBe("acc_guest_1");
  });

  it("a double click is one attempt, and a retry after a failed start reuses the same key", async () => {
    const calls = stubCheckout({ checkoutStatus: [503, 200] });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    await screen.findByRole("group", { name: "Payment method" });
    await fillContact(user);
    await user.click(screen.getByRole("radio", { name: /Demo payment/ }));
    await user.dblClick(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("The payment provider is not answering")).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const keys = orderPosts(calls).map((c) => c.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a changed request is a new attempt with a new key", async () => {
    const calls = stubCheckout({ checkoutStatus: [503, 200] });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    await screen.findByRole("group", { name: "Payment method" });
    await fillContact(user);
    await user.click(screen.getByRole("radio", { name: /Demo payment/ }));
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await screen.findByText("The payment provider is not answering");
    await user.type(screen.getByLabelText("Phone (optional)"), "+1 555 0100");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const keys = orderPosts(calls).map((c) => c.headers.get("Idempotency-Key"));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("offers exactly the providers the server lists: PhonePe only when it is offered", async () => {
    stubCheckout({ q: quote({ currency: "INR", providers: ["stripe", "paypal", "phonepe"] }) });
    const first = renderPage(<CheckoutPage />, { path: "/checkout" });
    const group = await screen.findByRole("group", { name: "Payment method" });
    expect(within(group).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["stripe", "paypal", "phonepe"]);
    expect(within(group).getByRole("radio", { name: /PhonePe/ })).toBeInTheDocument();
    expect(within(group).getByRole("radio", { name: /Card \(Stripe\)/ })).toBeChecked();
    first.unmount();

    stubCheckout({ q: quote({ providers: ["stripe", "paypal"] }) });
    renderPage(<CheckoutPage />, { path: "/checkout" });
    const usd = await screen.findByRole("group", { name: "Payment method" });
    expect(within(usd).queryByRole("radio", { name: /PhonePe/ })).toBeNull();
    expect(within(usd).getAllByRole("radio")).toHaveLength(2);
  });

  it("asks for a shipping address only when the order needs one", async () => {
    stubCheckout();
    const first = renderPage(<CheckoutPage />, { path: "/checkout" });
    await screen.findByRole("group", { name: "Payment method" });
    expect(screen.queryByRole("group", { name: "Shipping address" })).toBeNull();
    first.unmount();

    const printed = line(2, { kind: "printed_book", cart_item: "item:print_1", title: "Printed: The Moon and Me", requires_shipping: true });
    const calls = stubCheckout({ q: quote({ lines: [printed], subtotal: 1500, shipping: 499, total: 1999, requires_shipping: true, providers: ["demo"] }) });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    const address = await screen.findByRole("group", { name: "Shipping address" });
    expect(screen.getByText("$4.99")).toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await within(address).findByText("Please enter the street address")).toBeInTheDocument();
    expect(within(address).getByText("Please enter the city")).toBeInTheDocument();
    expect(within(address).getByText("Choose a country", { selector: "p" })).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(0);
    await user.type(within(address).getByLabelText("Street address"), "1 Main St");
    await user.type(within(address).getByLabelText("City"), "Springfield");
    await user.type(within(address).getByLabelText("Postal code"), "12345");
    await user.selectOptions(within(address).getByLabelText("Country"), "US");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(orderPosts(calls)[0].body).toMatchObject({ items: ["item:print_1"], shipping_address: { line1: "1 Main St", city: "Springfield", postal_code: "12345", country: "US" } });
  });

  it("shows the contract's messages on the fields, and the server's field errors on the form", async () => {
    stubFetch({
      "POST /api/orders/quote/": () => ({ body: quote() }),
      "POST /api/orders/": () => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { "contact.email": ["This email cannot receive receipts"] }, requestId: "r" } } }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    await screen.findByRole("group", { name: "Payment method" });
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Invalid email")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("This email cannot receive receipts")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please check the highlighted fields")).toBeInTheDocument();
  });

  it("a visitor's cart holding a course (kept from before) says in words that buying it needs signing in", async () => {
    store.set(cartAtom, { items: ["donation:don_1", "item:cat_course"], count: 2 });
    const message = "Sign in to buy “Storytelling Studio”: a course opens on your account.";
    const calls = stubFetch({ "POST /api/orders/quote/": () => ({ status: 401, body: { error: { code: "UNAUTHORIZED", message, fields: { items: [message] }, requestId: "r" } } }) });
    renderPage(<CheckoutPage />, { path: "/checkout" });
    expect(await screen.findByText("Could not price your order")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    // Refused as it is: not priced again item by item as a mixed-currency cart is.
    expect(calls.filter((c) => c.url.endsWith("/api/orders/quote/"))).toHaveLength(1);
    // And a way on: sign in, or back to the cart to take the course out.
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Back to cart" })).toHaveAttribute("href", "/cart");
  });

  it("prefills the contact of a signed-in user", async () => {
    signIn({ first_name: "Tess", last_name: "Teacher", email: "tess@example.org" });
    stubCheckout();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    await screen.findByRole("group", { name: "Payment method" });
    expect(screen.getByLabelText("Full name")).toHaveValue("Tess Teacher");
    expect(screen.getByLabelText("Email")).toHaveValue("tess@example.org");
  });
});
