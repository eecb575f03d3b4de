import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "@/app/routes/auth/login";
import { RedirectIfSignedIn } from "@/components/guards";
import { genericAccessAtom, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { ApiError } from "@/lib/api-client";
import { setInterfaceLocale } from "@/lib/i18n";
import { loginErrorMessage } from "@/features/identity/auth/hooks/use-password-login";
import { renderPage, stubFetch } from "../render";
import { classListHandler, envelope, platformHost, resetSession, schoolHost, students, teacher, tokens } from "./fixtures";

const GREEN4 = "GET /api/list-student-in-class/GREEN4/";
const routes = { "/": <p>home page</p>, "/courses": <p>courses page</p>, "/accept-invitation/:token": <p>invitation page</p>, "/dashboard": <p>dashboard page</p> };

function renderLogin(opts: { path?: string; state?: unknown } = {}) {
  return renderPage(
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>,
    { path: opts.path ?? "/login", route: opts.path?.startsWith("/login/") ? "/login/:token" : "/login", state: opts.state, routes },
  );
}

const studentTiles = () => within(screen.getByRole("list", { name: /students of class GREEN4/i })).getAllByRole("button");

describe("login wizard", () => {
  beforeEach(resetSession);

  it("step 1 offers Teacher and Student on the platform, and Community on a school's site", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost });
    const { unmount } = renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Please Select Who You Are!" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Teacher Login/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Student Login/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Community Login/ })).not.toBeInTheDocument();
    unmount();

    stubFetch({ "GET /api/current-tenant": schoolHost });
    renderLogin();
    expect(await screen.findByRole("button", { name: /Community Login/ })).toBeInTheDocument();
  });

  it("teacher: the form, its messages, Back, and a failed sign-in toasts the server's message", async () => {
    const calls = stubFetch({
      "GET /api/current-tenant": platformHost,
      "POST /api/auth/token/": () => envelope(401, "UNAUTHORIZED", "Invalid username or password"),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    expect(screen.getByRole("heading", { level: 1, name: "Teacher Login" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/resetpasswordemail");

    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByLabelText("Email or username")).toHaveAccessibleDescription("Please enter your password.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter your password.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");

    await user.type(screen.getByLabelText("Email or username"), "teacher@greenfield.example.org");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Invalid username or password")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ username: "teacher@greenfield.example.org", password: "secret-pass", remember: true });

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Please Select Who You Are!" })).toBeInTheDocument();
  });

  it("shows the security check once the server asks for it, and sends its token with the next attempt", async () => {
    // Cloudflare's script, as loaded: it answers each widget with a token at once.
    let issued = 0;
    window.turnstile = { render: (_el, options) => ((options.callback as (t: string) => void)(`tok-${++issued}`), `w${issued}`), remove: () => undefined };
    let attempts = 0;
    const calls = stubFetch({
      "GET /api/current-tenant": platformHost,
      "GET /api/public-config": () => ({ body: { turnstile_site_key: "0x4AAA-site", signup_enabled: true } }),
      "POST /api/auth/token/": () =>
        ++attempts === 1
          ? envelope(429, "RATE_LIMITED", "Please complete the security check and try again.", { turnstile_token: ["Please complete the security check and try again."] })
          : envelope(401, "UNAUTHORIZED", "Invalid username or password"),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    expect(screen.queryByRole("group", { name: "Security check" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email or username"), "teacher@greenfield.example.org");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("group", { name: "Security check" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const posts = calls.filter((c) => c.method === "POST").map((c) => c.body as Record<string, unknown>);
    expect(posts[0].turnstile_token).toBeUndefined();
    expect(posts[1].turnstile_token).toBe("tok-1");
    // A token is spent by one attempt: the widget was asked for a fresh one.
    await waitFor(() => expect(issued).toBe(2));
    delete window.turnstile;
  });

  it("a failure without a server message toasts 'Login failed'", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost, "POST /api/auth/token/": () => ({ status: 502, body: "Bad gateway" }) });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    await user.type(screen.getByLabelText("Email or username"), "t@example.org");
    await user.type(screen.getByLabelText("Password"), "whatever-1");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
  });

  it("signs in, toasts, and after 500 ms goes back to the page the user came from", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost, "POST /api/auth/token/": () => ({ body: { ...tokens, user: teacher } }) });
    const user = userEvent.setup();
    renderLogin({ state: { from: "/courses" } });
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    await user.type(screen.getByLabelText("Email or username"), "teacher@greenfield.example.org");
    await user.type(screen.getByLabelText("Password"), "teacher-demo-2026");
    // Timed from the click, not from when the toast was found: on a busy machine finding it can take
    // longer than the wait itself, which made the measured wait look short.
    const clickedAt = Date.now();
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    // Signed in on this page: the guard leaves the redirect to the wizard, which waits first.
    expect(screen.queryByText("courses page")).not.toBeInTheDocument();
    expect(screen.queryByText("dashboard page")).not.toBeInTheDocument();
    expect(await screen.findByText("courses page", {}, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(480);
    expect(store.get(userAtom)?.username).toBe(teacher.username);
    expect(localStorage.getItem("access")).toBe("access-token");
  });

  it("/login/:token goes on to the invitation after signing in", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost, "POST /api/auth/token/": () => ({ body: { ...tokens, user: teacher } }) });
    const user = userEvent.setup();
    renderLogin({ path: "/login/inv_abc123", state: { from: "/courses" } });
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    await user.type(screen.getByLabelText("Email or username"), "teacher@greenfield.example.org");
    await user.type(screen.getByLabelText("Password"), "teacher-demo-2026");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("invitation page", {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("without a prior page it goes to the dashboard; an expired session's message is shown at the top", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost, "POST /api/auth/token/": () => ({ body: { ...tokens, user: teacher } }) });
    const user = userEvent.setup();
    renderLogin({ state: { message: "You were signed out. Please sign in again." } });
    expect(screen.getByRole("status")).toHaveTextContent("You were signed out. Please sign in again.");
    await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
    await user.type(screen.getByLabelText("Email or username"), "teacher@greenfield.example.org");
    await user.type(screen.getByLabelText("Password"), "teacher-demo-2026");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("dashboard page", {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("a signed-in visitor is sent on at once", () => {
    store.set(userAtom, teacher);
    stubFetch({ "GET /api/current-tenant": platformHost });
    renderLogin();
    expect(screen.getByText("dashboard page")).toBeInTheDocument();
  });

  it("student: class code (uppercased) → tiles → page 2 → choose → password posts the class code and the tile's opaque id", async () => {
    const calls = stubFetch({
      "GET /api/current-tenant": schoolHost,
      [GREEN4]: classListHandler(),
      "POST /api/auth/class-token/": () => ({ body: { ...tokens, user: { ...teacher, role: "student", username: "greenfield.student22" } } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    expect(screen.getByRole("heading", { level: 1, name: "Student Login" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByLabelText("Class code")).toHaveAccessibleDescription("Please enter your class code.");

    await user.type(screen.getByLabelText("Class code"), "green4");
    expect(screen.getByLabelText("Class code")).toHaveValue("GREEN4");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Find your profile" })).toBeInTheDocument();
    expect(screen.getByText("Choose your name to continue.")).toBeInTheDocument();
    expect(studentTiles()).toHaveLength(20);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(studentTiles()).toHaveLength(5));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(calls.some((c) => c.url.includes("offset=20") && c.url.includes("limit=20"))).toBe(true);

    await user.click(screen.getByRole("button", { name: "Vic F." }));
    expect(screen.getByRole("heading", { level: 1, name: "Enter your password" })).toBeInTheDocument();
    expect(screen.getByText("Vic F.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter your password.");
    await user.type(screen.getByLabelText("Password"), "reading-rocks-2026");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ class_code: "GREEN4", tile: students[21].tile, password: "reading-rocks-2026" });
    expect(JSON.stringify(calls.find((c) => c.method === "POST")?.body)).not.toContain("username");
  });

  it("student Back buttons: password → the same list page → class code (kept) → who are you", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler() });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    await user.type(screen.getByLabelText("Class code"), "GREEN4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Uma F." }));

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Find your profile" })).toHaveFocus();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Class code")).toHaveValue("GREEN4");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Please Select Who You Are!" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("a wrong class code says so kindly, once, by the field (no 'Failed to fetch student list.' beside an 'Invalid class code.' toast)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/NOPE99/": classListHandler() });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    await user.type(screen.getByLabelText("Class code"), "nope99");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const field = screen.getByLabelText("Class code");
    await waitFor(() => expect(field).toHaveAccessibleDescription("That class code is not right. Check it with your teacher and try again."));
    expect(field).toHaveFocus();
    expect(screen.getAllByText("That class code is not right. Check it with your teacher and try again.")).toHaveLength(1);
    expect(screen.queryByText("Invalid class code.")).not.toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch student list.")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Student Login" })).toBeInTheDocument();
  });

  it("a class code that cannot be checked now shows the server's reason by the field (a wait after many wrong codes)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/GREEN4/": () => envelope(429, "RATE_LIMITED", "Too many attempts. Please wait 3 seconds and try again.") });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    await user.type(screen.getByLabelText("Class code"), "green4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByLabelText("Class code")).toHaveAccessibleDescription("Too many attempts. Please wait 3 seconds and try again."));
  });

  it("a right code after a wrong one opens the tiles", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler(), "GET /api/list-student-in-class/NOPE99/": classListHandler() });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    await user.type(screen.getByLabelText("Class code"), "nope99");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("That class code is not right. Check it with your teacher and try again.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Class code"));
    await user.type(screen.getByLabelText("Class code"), "green4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Find your profile" })).toBeInTheDocument();
    expect(screen.queryByText("That class code is not right. Check it with your teacher and try again.")).not.toBeInTheDocument();
  });

  it("a pupil's name is bidi-isolated on the tile and the password step (on an Arabic page 'Ava F.' read '.Ava F')", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler() });
    const user = userEvent.setup();
    renderLogin({ path: "/login?class=GREEN4" });
    const tile = await screen.findByRole("button", { name: "Ava F." });
    expect(within(tile).getByText("Ava").tagName).toBe("BDI");
    expect(within(tile).getByText("F.").tagName).toBe("BDI");
    await user.click(tile);
    expect(screen.getByText("Ava F.").tagName).toBe("BDI");
  });

  it("a wrong password on a tile shows the server's child-friendly message", async () => {
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      [GREEN4]: classListHandler(),
      "POST /api/auth/class-token/": () => envelope(401, "UNAUTHORIZED", "That password is not right. Try again, or ask your teacher for help."),
    });
    const user = userEvent.setup();
    renderLogin({ path: "/login?class=GREEN4" });
    await user.click(await screen.findByRole("button", { name: "Ava F." }));
    await user.type(screen.getByLabelText("Password"), "not-my-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("That password is not right. Try again, or ask your teacher for help.")).toBeInTheDocument();
    expect(screen.queryByText("Invalid username or password")).not.toBeInTheDocument();
  });

  it("a wait after wrong passwords replaces the wrong-password toast instead of stacking on it", async () => {
    let attempts = 0;
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      [GREEN4]: classListHandler(),
      "POST /api/auth/class-token/": () =>
        ++attempts === 1
          ? envelope(401, "UNAUTHORIZED", "That password is not right. Try again, or ask your teacher for help.")
          : envelope(429, "RATE_LIMITED", "Too many attempts. Please wait 2 seconds and try again."),
    });
    const user = userEvent.setup();
    renderLogin({ path: "/login?class=GREEN4" });
    await user.click(await screen.findByRole("button", { name: "Ava F." }));
    await user.type(screen.getByLabelText("Password"), "not-my-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("That password is not right. Try again, or ask your teacher for help.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Too many attempts. Please wait 2 seconds and try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("That password is not right. Try again, or ask your teacher for help.")).not.toBeInTheDocument());
  });

  it("/login?class=CODE opens the class list straight away (and a bad code there says so)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler(), "GET /api/list-student-in-class/NOPE99/": classListHandler() });
    const { unmount } = renderLogin({ path: "/login?class=green4" });
    expect(screen.getByRole("heading", { level: 1, name: "Find your profile" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Ava F." })).toBeInTheDocument();
    unmount();

    renderLogin({ path: "/login?class=NOPE99" });
    expect(await screen.findByRole("alert")).toHaveTextContent("That class code is not right. Check it with your teacher and try again.");
    expect(screen.queryByText("Invalid class code.")).not.toBeInTheDocument();
  });

  it("search waits until typing has paused for 500 ms, then shows the matching tiles", async () => {
    const log: { search: string | null; offset: number; at: number }[] = [];
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler(log) });
    const user = userEvent.setup();
    renderLogin({ path: "/login?class=GREEN4" });
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByText("Page 2 of 2");

    // Timed from before the key (the debounce starts at it): timed after user.type returned, a busy
    // machine's slow return made the wait look short.
    const typedAt = Date.now();
    await user.type(screen.getByLabelText("Search by name"), "e");
    expect(log.filter((l) => l.search)).toHaveLength(0);

    await waitFor(() => expect(studentTiles()).toHaveLength(6));
    for (const name of ["Ben F.", "Dev F.", "Eli F.", "Jade F.", "Wren F.", "Xena F."]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    const searches = log.filter((l) => l.search);
    expect(searches).toEqual([expect.objectContaining({ search: "e", offset: 0 })]);
    expect(searches[0].at - typedAt).toBeGreaterThanOrEqual(480);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it("search with no match says so", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, [GREEN4]: classListHandler() });
    const user = userEvent.setup();
    renderLogin({ path: "/login?class=GREEN4" });
    await screen.findByRole("button", { name: "Ava F." });
    await user.type(screen.getByLabelText("Search by name"), "zzz");
    expect(await screen.findByText("No students match “zzz”.", {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("community: success toasts, remembers access and goes home", async () => {
    const calls = stubFetch({ "GET /api/current-tenant": schoolHost, "POST /api/generic-password-login": () => ({ body: { success: true, authenticated: true } }) });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: /Community Login/ }));
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByLabelText("Community password")).toHaveAccessibleDescription("Please enter your password.");
    await user.type(screen.getByLabelText("Community password"), "community-greenfield");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Community login successful! Welcome back.")).toBeInTheDocument();
    // The navigation is a transition: on a busy machine it may commit after the toast has shown.
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(store.get(genericAccessAtom)).toBe(true);
    expect(localStorage.getItem("generic_access")).toBe("true");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ password: "community-greenfield" });
  });

  it("community: a wrong password shows the server's message on the form", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "POST /api/generic-password-login": () => envelope(401, "UNAUTHORIZED", "Incorrect community password.") });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: /Community Login/ }));
    await user.type(screen.getByLabelText("Community password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect community password.");
    expect(store.get(genericAccessAtom)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Please Select Who You Are!" })).toBeInTheDocument();
  });
});

describe("a failed sign-in's message", () => {
  it("is the server's message in the reader's language (the API's static messages are catalogue keys)", async () => {
    const failed = new ApiError(401, "UNAUTHORIZED", "Invalid username or password", {}, "req_1");
    expect(loginErrorMessage(failed)).toBe("Invalid username or password");
    await setInterfaceLocale("hi");
    try {
      expect(loginErrorMessage(failed)).toBe("उपयोगकर्ता नाम या पासवर्ड गलत है");
      // A bare failure (no envelope) still reads the fallback.
      expect(loginErrorMessage(new ApiError(502, "INTERNAL", "Bad gateway"), "Login failed")).toBe("Login failed");
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
