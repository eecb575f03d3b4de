import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CartPage from "@/app/routes/giving/cart";
import { SessionWatcher } from "@/features/identity/auth/session-watcher";
import { CART_OWNER_KEY } from "@/features/commerce/actions";
import { cartAtom } from "@/features/commerce/state";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { line, quote, resetState, signIn } from "../giving/fixtures";

const unauthorized = { status: 401, body: { error: { code: "UNAUTHORIZED", message: "Your session has expired. Please sign in again.", requestId: "req_1" } } };
const toastsSaying = (text: string) => screen.queryAllByText(text).filter((el) => el.closest("[data-sonner-toast]"));

describe("a message is toasted once", () => {
  beforeEach(resetState);

  it("a removal that finds the session expired says so once (the expiry notice and the removal's own error were two toasts)", async () => {
    signIn();
    localStorage.setItem(CART_OWNER_KEY, "usr_stu");
    localStorage.setItem("refresh", "expired-refresh");
    store.set(cartAtom, { items: ["donation:don_1"], count: 1 });
    stubFetch({
      "GET /api/user/profile/": () => ({ body: JSON.parse(localStorage.getItem("user")!) }),
      "POST /api/orders/quote/": () => ({ body: quote({ lines: [line(1, { title: "Gift a" })] }) }),
      "POST /api/data/cart/remove/": () => unauthorized,
      "POST /api/auth/token/refresh/": () => unauthorized,
    });
    const user = userEvent.setup();
    renderPage(
      <>
        <SessionWatcher />
        <CartPage />
      </>,
      { path: "/cart", routes: { "/login": <p>Login page</p> } },
    );
    await user.click(await screen.findByRole("button", { name: "Remove Gift a" }));
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    await waitFor(() => expect(toastsSaying(SESSION_EXPIRED_MESSAGE)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(toastsSaying(SESSION_EXPIRED_MESSAGE)).toHaveLength(1);
  });

  it("the same message again while it is on screen updates it instead of stacking a second", async () => {
    stubFetch({});
    renderPage(<p>page</p>);
    act(() => {
      toast.error("Could not save the lesson.");
      toast.error("Could not save the lesson.");
      toast.success("Lesson saved");
    });
    await waitFor(() => expect(toastsSaying("Lesson saved")).toHaveLength(1));
    expect(toastsSaying("Could not save the lesson.")).toHaveLength(1);
  });
});
