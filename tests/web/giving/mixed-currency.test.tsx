import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CartPage from "@/app/routes/giving/cart";
import CheckoutPage from "@/app/routes/giving/checkout";
import { redirectTo } from "@/features/giving/causes/components/checkout-form";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import type { Currency } from "@contracts/money";
import { renderPage, stubFetch } from "../render";
import { line, order, quote, resetState } from "./fixtures";

const PRICES: Record<string, { currency: Currency; amount: number; title: string }> = {
  "donation:usd_a": { currency: "USD", amount: 2500, title: "Gift to Books for Riverside" },
  "donation:usd_b": { currency: "USD", amount: 1000, title: "Gift to Clean Water" },
  "donation:eur_a": { currency: "EUR", amount: 3000, title: "Gift to Forest Schools" },
};

/** The server's pricing rule (commerce/orders/pricing.ts): one currency per quote, else VALIDATION_FAILED on items. */
function stubPricing(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    "POST /api/orders/quote/": (init) => {
      const items = (JSON.parse(String(init.body)) as { items: string[] }).items;
      const currencies = [...new Set(items.map((i) => PRICES[i].currency))].sort();
      if (currencies.length > 1) {
        return {
          status: 400,
          body: {
            error: {
              code: "VALIDATION_FAILED",
              message: "Items in different currencies must be paid for separately.",
              fields: { items: [`Your cart mixes ${currencies.join(" and ")}. Remove items until one currency is left.`] },
              requestId: "req_mixed",
            },
          },
        };
      }
      const lines = items.map((i, n) => line(n + 1, { id: `quote_${n + 1}`, cart_item: i, title: PRICES[i].title, unit_amount: PRICES[i].amount, amount: PRICES[i].amount }));
      const total = lines.reduce((s, l) => s + l.amount, 0);
      return { body: quote({ currency: currencies[0], lines, subtotal: total, total, providers: ["demo"] }) };
    },
    ...extra,
  });
}

describe("a cart in two currencies", () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetState();
    store.set(cartAtom, { items: ["donation:usd_a", "donation:eur_a", "donation:usd_b"], count: 3 });
    assign = vi.spyOn(redirectTo, "assign").mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it("the cart shows every item grouped by currency, explains why, and removing one currency's item makes it one cart again", async () => {
    stubPricing();
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: "/cart" });
    expect(await screen.findByRole("heading", { name: "Pay for one currency at a time" })).toBeInTheDocument();
    expect(screen.getByText(/Your cart holds items in USD and EUR/)).toBeInTheDocument();
    const usd = screen.getByRole("list", { name: "Items in US Dollar (USD)" });
    expect(within(usd).getByText("Gift to Books for Riverside")).toBeInTheDocument();
    expect(within(usd).getByText("Gift to Clean Water")).toBeInTheDocument();
    const eur = screen.getByRole("list", { name: "Items in Euro (EUR)" });
    expect(within(eur).getByText("Gift to Forest Schools")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay for the USD items ($35.00)" })).toHaveAttribute("href", "/checkout?currency=USD");
    expect(screen.getByRole("link", { name: "Pay for the EUR items (€30.00)" })).toHaveAttribute("href", "/checkout?currency=EUR");

    await user.click(within(eur).getByRole("button", { name: "Remove Gift to Forest Schools" }));
    const list = await screen.findByRole("list", { name: "Items in your cart" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Pay for one currency at a time" })).toBeNull();
    expect(screen.getByTestId("order-total")).toHaveTextContent("$35.00");
    expect(store.get(cartAtom)).toEqual({ items: ["donation:usd_a", "donation:usd_b"], count: 2 });
  });

  it("checkout shows the groups instead of a dead end, and pays for one currency while the other stays in the cart", async () => {
    const calls = stubPricing({
      "POST /api/orders/": () => ({ status: 201, body: order({ currency: "EUR", access_key: "acc_1" }) }),
      "POST /api/checkout/demo/": () => ({ body: { provider: "demo", redirect_url: "/demo-payment/demo_eur?order=ord_1&key=acc_1", provider_ref: "demo_eur" } }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: "/checkout" });
    expect(await screen.findByRole("heading", { name: "Pay for one currency at a time" })).toBeInTheDocument();
    expect(screen.queryByText("Could not price your order")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Items in Euro (EUR)" })).getByRole("button", { name: "Remove Gift to Forest Schools" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Pay for the EUR items (€30.00)" }));
    expect(await screen.findByText(/You are paying for your EUR items\. Your USD items stay in your cart/)).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("€30.00");
    await user.type(screen.getByLabelText("Full name"), "Gina Guest");
    await user.type(screen.getByLabelText("Email"), "gina@example.org");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/demo-payment/demo_eur?order=ord_1&key=acc_1"));
    const post = calls.find((c) => c.method === "POST" && c.url.endsWith("/api/orders/"));
    expect(post?.body).toMatchObject({ items: ["donation:eur_a"] });
    expect(store.get(cartAtom).items).toEqual(["donation:usd_a", "donation:eur_a", "donation:usd_b"]);
  });

  it("a refusal on items that is not about currencies is still shown as the error it is", async () => {
    store.set(cartAtom, { items: ["donation:usd_a", "donation:usd_b"], count: 2 });
    stubFetch({
      "POST /api/orders/quote/": (init) => {
        const items = (JSON.parse(String(init.body)) as { items: string[] }).items;
        if (items.length > 1) return { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { items: ["Something about the list"] }, requestId: "r" } } };
        return { body: quote({ lines: [line(1, { cart_item: items[0] })] }) };
      },
    });
    renderPage(<CheckoutPage />, { path: "/checkout" });
    expect(await screen.findByText("Could not price your order")).toBeInTheDocument();
    expect(screen.getByText("Please check the highlighted fields")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Pay for one currency at a time" })).toBeNull();
  });
});
