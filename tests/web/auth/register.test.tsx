import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import RegisterPage from "@/app/routes/auth/register";
import { RedirectIfSignedIn } from "@/components/guards";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { envelope, greenfield, platformHost, resetSession, schoolHost, tokens } from "./fixtures";

const confetti = vi.hoisted(() => Object.assign(vi.fn(() => null), { reset: vi.fn() }));
vi.mock("canvas-confetti", () => ({ default: confetti }));

const countries = [
  { name: "France", code: "FR" },
  { name: "United Kingdom", code: "GB" },
];
const newUser = { id: "usr_new", first_name: "Nia", last_name: "North", email: "nia@example.org", username: "nia@example.org", is_staff: false, country: "GB", avatar: null, role: "student", tenant: null };

function platform(extra: Parameters<typeof stubFetch>[0] = {}, siteKey: string | null = null) {
  return stubFetch({
    "GET /api/current-tenant": platformHost,
    "GET /api/public-config": () => ({ body: { turnstile_site_key: siteKey, signup_enabled: true } }),
    "GET /api/countries/": () => ({ body: countries }),
    ...extra,
  });
}

function renderRegister() {
  return renderPage(
    <RedirectIfSignedIn>
      <RegisterPage />
    </RedirectIfSignedIn>,
    { path: "/register", route: "/register", routes: { "/dashboard": <p>dashboard page</p>, "/login": <p>login page</p> } },
  );
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText("First name"), "Nia");
  await user.type(screen.getByLabelText("Last name"), "North");
  await user.type(screen.getByLabelText("Email"), "Nia@Example.org");
  await user.type(screen.getByLabelText("Password"), "a-long-passphrase");
  await user.type(screen.getByLabelText("Confirm password"), "a-long-passphrase");
  await waitFor(() => expect(screen.getByLabelText("Country")).toBeEnabled());
  await user.selectOptions(screen.getByLabelText("Country"), "GB");
  await user.click(screen.getByLabelText("I have a Canva account"));
  await user.click(screen.getByLabelText(/I agree to the/));
}

async function chooseStudent(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: /^Student/ }));
}

describe("registration", () => {
  beforeEach(() => {
    resetSession();
    confetti.mockClear();
    document.head.querySelectorAll("script[src*='turnstile']").forEach((s) => s.remove());
  });
  afterEach(() => {
    delete window.turnstile;
  });

  it("step 0 explains Student and Teacher; Back returns to the choice", async () => {
    platform();
    const user = userEvent.setup();
    renderRegister();
    expect(await screen.findByRole("heading", { level: 1, name: "Create an Account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Student.*your own books/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Teacher.*whole class/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Teacher/ }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign up as a Teacher" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Create an Account" })).toBeInTheDocument();
  });

  it("shows the contract's message for every missing field", async () => {
    const calls = platform();
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter a password");
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Please re-type your password");
    expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription("You must agree to the terms and conditions");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows the contract's messages for bad values", async () => {
    platform();
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await user.type(screen.getByLabelText("First name"), "x".repeat(256));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "different");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("A name can have at most 100 characters");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password must have at least 8 characters");
    // Shown together with the other messages, not only once the rest of the form is valid.
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Passwords does not match");
  });

  it.each([
    ["an email already in use", { email: ["A user with that email already exists."] }, "Email", "A user with that email already exists.", "This email is already registered."],
    ["a common password", { password: ["This password is too common."] }, "Password", "This password is too common.", "This password is too common."],
  ])("maps %s onto the form and toasts it", async (_case, fields, label, inline, toastText) => {
    platform({ "POST /api/signup/": () => envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", fields) });
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(inline));
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(await screen.findByText(toastText, { selector: "[data-sonner-toast] *" })).toBeInTheDocument();
  });

  it.each([
    ["the server's message", envelope(403, "FORBIDDEN", "Accounts for this school are created by the school."), "Accounts for this school are created by the school."],
    ["'Something went wrong' without one", { status: 500, body: "oops" }, "Something went wrong"],
  ])("toasts %s for other failures", async (_case, answer, text) => {
    platform({ "POST /api/signup/": () => answer });
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  it("signs up, signs in with the same email and password, and celebrates", async () => {
    const calls = platform({
      "POST /api/signup/": () => ({ status: 201, body: { success: true } }),
      "POST /api/auth/token/": () => ({ body: { ...tokens, user: newUser } }),
    });
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Your account is ready!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("dashboard page")).not.toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    expect(store.get(userAtom)?.email).toBe("nia@example.org");

    const posts = calls.filter((c) => c.method === "POST");
    expect(posts[0].body).toEqual({
      first_name: "Nia",
      last_name: "North",
      email: "nia@example.org",
      password: "a-long-passphrase",
      password2: "a-long-passphrase",
      country: "GB",
      role: "student",
      canvaAccount: true,
      agreeToTerms: true,
    });
    expect(posts[1].body).toEqual({ username: "nia@example.org", password: "a-long-passphrase", remember: false });
  });

  it("skips the confetti for people who prefer reduced motion", async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: query.includes("reduce"), media: query }) as unknown as MediaQueryList);
    platform({ "POST /api/signup/": () => ({ status: 201, body: { success: true } }), "POST /api/auth/token/": () => ({ body: { ...tokens, user: newUser } }) });
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your account is ready!" })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(confetti).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("on a school's site explains that the school creates accounts", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/public-config": () => ({ body: { turnstile_site_key: null, signup_enabled: false } }) });
    renderRegister();
    expect(await screen.findByRole("heading", { level: 1, name: "Accounts are created by your school" })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`${greenfield.school_name} creates the accounts`))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: /^Student/ })).not.toBeInTheDocument();
  });

  it("loads Turnstile only when there is a site key", async () => {
    platform();
    const user = userEvent.setup();
    const { unmount } = renderRegister();
    await chooseStudent(user);
    expect(document.querySelector("script[src*='challenges.cloudflare.com']")).toBeNull();
    unmount();

    platform({}, "0x4AAAAAAA-site-key");
    renderRegister();
    await chooseStudent(user);
    await waitFor(() => expect(document.querySelector("script[src^='https://challenges.cloudflare.com/turnstile/v0/api.js']")).not.toBeNull());
  });

  it("sends the Turnstile token, and asks for a fresh one after the server refuses it", async () => {
    let tokenNo = 0;
    const render = vi.fn((_el: HTMLElement, opts: { sitekey: string; callback: (t: string) => void }) => {
      opts.callback(`token-${++tokenNo}`);
      return `widget-${tokenNo}`;
    });
    window.turnstile = { render, remove: vi.fn() };
    const calls = platform(
      { "POST /api/signup/": () => envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", { turnstile_token: ["Please complete the security check and try again."] }) },
      "0x4AAAAAAA-site-key",
    );
    const user = userEvent.setup();
    renderRegister();
    await chooseStudent(user);
    await waitFor(() => expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: "0x4AAAAAAA-site-key" })));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please complete the security check and try again.");
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ turnstile_token: "token-1" });
    await waitFor(() => expect(render).toHaveBeenCalledTimes(2));
  });
});
