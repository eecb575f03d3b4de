import { beforeEach, describe, expect, it } from "vitest";
import { StrictMode } from "react";
import { screen } from "@testing-library/react";
import VerificationPage from "@/app/routes/auth/verification";
import LoginOrRegisterPage from "@/app/routes/auth/login-or-register";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { envelope, platformHost, resetSession, schoolHost, teacher } from "./fixtures";

describe("email verification (/verification/)", () => {
  beforeEach(resetSession);

  it("posts the token once (even in StrictMode) and confirms with a link to login", async () => {
    const calls = stubFetch({ "POST /api/verification/": () => ({ body: { success: true } }) });
    renderPage(
      <StrictMode>
        <VerificationPage />
      </StrictMode>,
      { path: "/verification/?token=tok_verify_1" },
    );
    expect(await screen.findByText("Your email address has been verified. Thank you!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ token: "tok_verify_1" }]);
  });

  it("shows the server's message for a used or expired link", async () => {
    stubFetch({ "POST /api/verification/": () => envelope(400, "BAD_REQUEST", "This link is invalid or has expired. Please ask for a new one.") });
    renderPage(<VerificationPage />, { path: "/verification/?token=used" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is invalid or has expired. Please ask for a new one.");
  });

  it("does not post without a token", () => {
    const calls = stubFetch({});
    renderPage(<VerificationPage />, { path: "/verification/" });
    expect(screen.getByRole("alert")).toHaveTextContent("This verification link is incomplete");
    expect(calls).toHaveLength(0);
  });
});

describe("Ready to get started? (/login-or-register)", () => {
  beforeEach(resetSession);

  it("offers Create an Account and Login on the platform", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost });
    renderPage(<LoginOrRegisterPage />, { path: "/login-or-register" });
    expect(screen.getByRole("heading", { level: 1, name: "Ready to get started?" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Create an Account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("hides account creation on a school's site", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost });
    renderPage(<LoginOrRegisterPage />, { path: "/login-or-register" });
    expect(await screen.findByText("Sign in with the account your school gave you.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create an Account" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("tells a signed-in user why they are here", () => {
    store.set(userAtom, teacher);
    stubFetch({ "GET /api/current-tenant": schoolHost });
    renderPage(<LoginOrRegisterPage />, { path: "/login-or-register" });
    expect(screen.getByText(/You are signed in as Tess Teacher/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});
