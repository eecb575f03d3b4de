import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { RedirectIfSignedIn, RequireAuth, RequireSchoolAdmin, RequireStaff } from "@/components/guards";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage } from "../render";

const base = { id: "u", first_name: "A", last_name: "B", email: null, username: "ab", country: null, avatar: null, tenant: null };
const staff = { ...base, is_staff: true, role: null };
const teacher = { ...base, is_staff: false, role: "teacher" as const };
const schoolAdmin = { ...base, is_staff: false, role: "school_admin" as const };
const routes = { "/": <p>home page</p>, "/login-or-register": <p>choose page</p>, "/login": <p>login page</p>, "/dashboard": <p>dashboard page</p> };

describe("route guards", () => {
  it.each([
    ["anonymous", null, "choose page"],
    ["a teacher", teacher, "home page"],
    ["staff", staff, "panel"],
  ])("the platform panel: %s sees the %s", (_who, user, text) => {
    store.set(userAtom, user);
    renderPage(<RequireStaff><p>panel</p></RequireStaff>, { path: "/admin-panel/dashboard", route: "/admin-panel/*", routes });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ["anonymous", null, "choose page"],
    ["a teacher", teacher, "choose page"],
    ["a school admin", schoolAdmin, "school area"],
  ])("the school admin area: %s sees the %s", (_who, user, text) => {
    store.set(userAtom, user);
    renderPage(<RequireSchoolAdmin><p>school area</p></RequireSchoolAdmin>, { path: "/admin/dashboard", route: "/admin/*", routes });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("the dashboard needs a signed-in user", () => {
    store.set(userAtom, null);
    renderPage(<RequireAuth><p>private</p></RequireAuth>, { path: "/dashboard", route: "/dashboard", routes: { "/login": <p>login page</p> } });
    expect(screen.getByText("login page")).toBeInTheDocument();
  });

  it("sends signed-in users away from login pages", () => {
    store.set(userAtom, teacher);
    renderPage(<RedirectIfSignedIn><p>login form</p></RedirectIfSignedIn>, { path: "/login", route: "/login", routes: { "/dashboard": <p>dashboard page</p> } });
    expect(screen.getByText("dashboard page")).toBeInTheDocument();
  });
});
