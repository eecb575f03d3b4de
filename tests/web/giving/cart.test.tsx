import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CartPage from "@/app/routes/giving/cart";
import { CartSync } from "@/features/commerce/cart-sync";
import { CART_OWNER_KEY } from "@/features/commerce/actions";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import { userAtom } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { line, quote, resetState, signIn } from "./fixtures";

/** The server prices whatever is asked: the cart's donations, with "donation:gone" unavailable. */
function stubQuote() {
  return stubFetch({
    "POST /api/orders/quote/": (init) => {
      const items = (JSON.parse(String(init.body)) as { items: string[] }).items;
      const lines = items.filter((i) => i !== "donation:gone").map((i, n) => line(n + 1, { cart_item: i, title: `Gift ${i.split("_")[1]}` }));
      const total = lines.reduce((s, l) => s + l.amount, 0);
      return { body: quote({ lines, subtotal: total, total, unavailable: items.filter((i) => i === "donation:gone") }) };
    },
    "POST /api/data/cart/remove/": (init) => {
      const { item } = JSON.parse(String(init.body)) as { item: string };
      const cart = store.get(cartAtom).items.filter((i) => i !== item);
      return { body: { cart, count: cart.length } };
    },
  });
}

describe("cart page", () => {
  beforeEach(resetState);

  it("lists the lines priced by the server with the total, and removes one", async () => {
    store.set(cartAtom, { items: ["donation:don_a", "donation:don_b"], count: 2 });
    const calls = stubQuote();
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: "/cart" });
    const list = await screen.findByRole("list", { name: "Items in your cart" });
    expect(within(list).getByText("Gift a")).toBeInTheDocument();
    expect(within(list).getByText("Gift b")).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("$50.00");
    expect(screen.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    await user.click(screen.getByRole("button", { name: "Remove Gift a" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Items in your cart" })).queryByText("Gift a")).toBeNull());
    expect(store.get(cartAtom)).toEqual({ items: ["donation:don_b"], count: 1 });
    expect(screen.getByTestId("order-total")).toHaveTextContent("$25.00");
    // A visitor's removal stays in the browser.
    expect(calls.some((c) => c.url.includes("/data/cart/"))).toBe(false);
  });

  it("explains an unavailable entry and removes it (on the server when signed in)", async () => {
    signIn();
    localStorage.setItem(CART_OWNER_KEY, "usr_stu");
    store.set(cartAtom, { items: ["donation:gone", "donation:don_a"], count: 2 });
    const calls = stubQuote();
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: "/cart" });
    const notice = await screen.findByRole("region", { name: "One item can no longer be bought" });
    expect(within(notice).getByText(/not part of your total/)).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("$25.00");
    await user.click(within(notice).getByRole("button", { name: "Remove unavailable item 1" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "One item can no longer be bought" })).toBeNull());
    expect(calls.find((c) => c.url.endsWith("/api/data/cart/remove/"))?.body).toEqual({ item: "donation:gone" });
    expect(store.get(cartAtom)).toEqual({ items: ["donation:don_a"], count: 1 });
  });

  it("a visitor's cart holding a course offers to sign in, or to empty the cart (it cannot be priced without an account)", async () => {
    store.set(cartAtom, { items: ["donation:don_1", "item:cat_course"], count: 2 });
    const message = "Sign in to buy “Storytelling Studio”: a course opens on your account.";
    stubFetch({ "POST /api/orders/quote/": () => ({ status: 401, body: { error: { code: "UNAUTHORIZED", message, fields: { items: [message] }, requestId: "r" } } }) });
    const user = userEvent.setup();
    renderPage(<CartPage />, { path: "/cart" });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await user.click(screen.getByRole("button", { name: "Empty my cart" }));
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(store.get(cartAtom).items).toEqual([]);
  });

  it("an empty cart says so and points to projects", async () => {
    stubQuote();
    renderPage(<CartPage />, { path: "/cart" });
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a project to support" })).toHaveAttribute("href", "/projects");
  });
});

describe("cart sync", () => {
  beforeEach(resetState);

  it("at sign-in merges the visitor's cart into the server's and uses the answer", async () => {
    store.set(cartAtom, { items: ["donation:don_v"], count: 1 });
    const calls = stubFetch({ "POST /api/data/cart/merge/": () => ({ body: { cart: ["item:course_1", "donation:don_v"], count: 2 } }) });
    renderPage(<CartSync />);
    expect(calls).toHaveLength(0);
    signIn();
    await waitFor(() => expect(store.get(cartAtom)).toEqual({ items: ["item:course_1", "donation:don_v"], count: 2 }));
    expect(calls.map((c) => [c.method, new URL(c.url, "http://x").pathname, c.body])).toEqual([["POST", "/api/data/cart/merge/", { items: ["donation:don_v"] }]]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBe("usr_stu");
  });

  it("a returning user's cart is read from the server; signing out drops the copy", async () => {
    signIn();
    localStorage.setItem(CART_OWNER_KEY, "usr_stu");
    store.set(cartAtom, { items: ["donation:stale"], count: 1 });
    const calls = stubFetch({ "GET /api/data/cart/": () => ({ body: { cart: ["donation:don_s"], count: 1 } }) });
    renderPage(<CartSync />);
    await waitFor(() => expect(store.get(cartAtom)).toEqual({ items: ["donation:don_s"], count: 1 }));
    expect(calls.some((c) => c.url.includes("merge"))).toBe(false);
    store.set(userAtom, null);
    await waitFor(() => expect(store.get(cartAtom)).toEqual({ items: [], count: 0 }));
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
  });
});
