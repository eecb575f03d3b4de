import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "@/app/layouts/header";
import { cartAtom } from "@/features/commerce/state";
import { selectedModeIdAtom, MODE_KEY } from "@/features/identity/modes/state";
import LogoutPage from "@/app/routes/shell/logout";
import { SESSION_KEYS, genericAccessAtom, setGenericAccess, setSession, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import type { PublicTenant } from "@contracts/tenants";
import { renderPage, stubFetch } from "../render";

const tenant = { school_name: "Greenfield Primary School", subdomain: "greenfield", domain_url: "g.example.org", switchboard: true, logo: null, primary_color: "#2e7d32" } as PublicTenant;
const user = { id: "usr_1", first_name: "Tom", last_name: "Fields", email: "t@example.org", username: "t", is_staff: false, country: "GB", avatar: null, role: "teacher" as const, tenant: "ten_1" };
const MODES = [
  { id: "mod_locked", name: "SDG Challenges", image: null, locked: true, active: false, status: "ACTIVE" },
  { id: "mod_reading", name: "Reading", image: null, locked: false, active: true, status: "ACTIVE" },
  { id: "mod_stories", name: "Story Writing", image: null, locked: false, active: true, status: "ACTIVE" },
];

// Radix menus need pointer capture APIs that jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

describe("header", () => {
  it("shows the cart badge only when the count is above 0", async () => {
    store.set(userAtom, null);
    store.set(cartAtom, { items: [], count: 0 });
    renderPage(<Header tenant={null} />);
    expect(screen.getByRole("link", { name: "Cart" })).toBeInTheDocument();
    store.set(cartAtom, { items: ["a", "b"], count: 2 });
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
  });

  it("the phone menu puts Dashboard and Logout first, 44 px on a touch screen (a pupil signs out of a shared tablet without scrolling the whole menu)", async () => {
    store.set(userAtom, user);
    renderPage(<Header tenant={{ ...tenant, switchboard: false }} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const panel = await screen.findByRole("dialog");
    const logout = within(panel).getByRole("button", { name: "Logout" });
    const dashboard = within(panel).getByRole("link", { name: "Dashboard" });
    const menu = within(panel).getByRole("navigation", { name: "Mobile" });
    for (const el of [dashboard, logout]) {
      expect(el.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(el).toHaveClass("pointer-coarse:min-h-11");
    }
    store.set(userAtom, null);
  });

  it("offers Register on the platform host only, and Login when signed out", () => {
    store.set(userAtom, null);
    const { unmount } = renderPage(<Header tenant={null} />);
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Register" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    unmount();
    renderPage(<Header tenant={{ ...tenant, switchboard: false }} />);
    expect(within(screen.getByRole("navigation", { name: "Main" })).queryByRole("link", { name: "Register" })).toBeNull();
    expect(screen.getByRole("link", { name: /Greenfield Primary School/ })).toHaveAttribute("href", "/library");
  });

  it("mode picker: signed out it explains that login is needed", async () => {
    store.set(userAtom, null);
    renderPage(<Header tenant={tenant} />);
    await userEvent.click(await screen.findByRole("button", { name: "Change Modes" }));
    expect(await screen.findByText("You need to log in to load the categories.")).toBeInTheDocument();
  });

  it("mode picker: first active mode by default, locked modes blurred and not selectable, choice kept for the session", async () => {
    setSession({ access: "a", refresh: "r", user });
    store.set(selectedModeIdAtom, null);
    stubFetch({ "GET /api/modes/": () => ({ body: { results: MODES } }), "GET /api/user/profile/": () => ({ body: user }) });
    renderPage(<Header tenant={tenant} />);
    const trigger = await screen.findByRole("button", { name: "Change Modes, current mode: Reading" });
    expect(screen.getByRole("link", { name: /Dashboard/ })).toBeInTheDocument();

    await userEvent.click(trigger);
    const locked = await screen.findByRole("menuitem", { name: /SDG Challenges/ });
    expect(locked).toHaveAttribute("aria-disabled", "true");
    expect(within(locked).getByText("SDG Challenges").className).toContain("blur");
    await userEvent.click(locked);
    expect(sessionStorage.getItem(MODE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole("menuitem", { name: "Story Writing" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Change Modes, current mode: Story Writing" })).toBeInTheDocument());
    expect(sessionStorage.getItem(MODE_KEY)).toBe("mod_stories");
  });

  it("shows a community visitor as signed in, with a Logout that ends the community access", async () => {
    store.set(userAtom, null);
    setGenericAccess(true);
    const calls = stubFetch({ "POST /api/generic-password-logout": () => ({ body: { success: true, authenticated: false } }) });
    const header = <Header tenant={{ ...tenant, switchboard: false }} />;
    renderPage(header, { routes: { "/logout": <>{header}<LogoutPage /></>, "/login": header } });

    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Community/ }));
    expect(await screen.findByText("Signed in with your school's community password.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: /Logout/ }));

    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/api/generic-password-logout"))).toBe(true);
    expect(store.get(genericAccessAtom)).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.genericAccess)).toBeNull();
    expect(screen.queryByRole("button", { name: /Community/ })).toBeNull();
  });
});
