import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "@/app/routes/auth/login";
import { RedirectIfSignedIn } from "@/components/guards";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { envelope, platformHost, resetSession, teacher, tokens } from "./fixtures";

vi.mock("qrcode", () => ({ default: { toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}` } }));

const staff = { ...teacher, is_staff: true, role: null };
const routes = { "/": <p>home page</p> };
const renderLogin = () =>
  renderPage(
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>,
    { path: "/login", route: "/login", routes },
  );

async function passwordStep() {
  const user = userEvent.setup();
  renderLogin();
  await user.click(screen.getByRole("button", { name: /Teacher Login/ }));
  await user.type(screen.getByLabelText("Email or username"), "staff@example.org");
  await user.type(screen.getByLabelText("Password"), "staff-demo-2026");
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("two-factor sign-in", () => {
  beforeEach(resetSession);

  it("asks for the code after the password, keeps no session until the code is right, then signs in", async () => {
    let attempts = 0;
    const calls = stubFetch({
      "GET /api/current-tenant": platformHost,
      "POST /api/auth/token/": () => ({ body: { second_factor: "verify", mfa_token: "mfa.pending" } }),
      "POST /api/auth/second-factor/": () => (++attempts === 1 ? envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", { code: ["That code is not right."] }) : { body: { ...tokens, user: staff } }),
    });
    const user = await passwordStep();
    expect(await screen.findByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeInTheDocument();
    expect(localStorage.getItem("access")).toBeNull();
    expect(store.get(userAtom)).toBeNull();

    await user.type(screen.getByLabelText("Authentication code"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(localStorage.getItem("access")).toBeNull();

    await user.clear(screen.getByLabelText("Authentication code"));
    await user.type(screen.getByLabelText("Authentication code"), "222222");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(localStorage.getItem("access")).toBe("access-token");
    expect(calls.filter((c) => c.url.includes("/second-factor/")).map((c) => c.body)).toEqual([
      { mfa_token: "mfa.pending", code: "111111" },
      { mfa_token: "mfa.pending", code: "222222" },
    ]);
  });

  it("enrols a staff member without an authenticator: QR code and key, first code, recovery codes shown before the session starts", async () => {
    const calls = stubFetch({
      "GET /api/current-tenant": platformHost,
      "POST /api/auth/token/": () => ({ body: { second_factor: "enrol", mfa_token: "mfa.enrol" } }),
      "POST /api/auth/second-factor/enrol/": () => ({ body: { secret: "JBSWY3DPEHPK3PXP", otpauth_url: "otpauth://totp/Schools:staff?secret=JBSWY3DPEHPK3PXP" } }),
      "POST /api/auth/second-factor/enrol/confirm/": () => ({ body: { ...tokens, user: staff, recovery_codes: ["aaaaa-bbbbb", "ccccc-ddddd"] } }),
    });
    const user = await passwordStep();
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: /QR code/ })).toHaveAttribute("src", `data:image/png;base64,${btoa("otpauth://totp/Schools:staff?secret=JBSWY3DPEHPK3PXP")}`);
    expect(calls.filter((c) => c.url.endsWith("/second-factor/enrol/"))).toHaveLength(1);

    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on and sign in" }));
    expect(await screen.findByText("aaaaa-bbbbb")).toBeInTheDocument();
    expect(localStorage.getItem("access")).toBeNull(); // not until the codes were seen
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    expect(localStorage.getItem("access")).toBe("access-token");
  });
});
