import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ResetPasswordEmailPage from "@/app/routes/auth/reset-password-email";
import PasswordResetConfirmPage from "@/app/routes/auth/password-reset-confirm";
import { renderPage, stubFetch } from "../render";
import { envelope, resetSession } from "./fixtures";

const SENT = /If an account exists for that email, we have sent a link to reset your password/;

describe("forgot password (/resetpasswordemail)", () => {
  beforeEach(resetSession);

  it("shows the contract's email messages", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderPage(<ResetPasswordEmailPage />, { path: "/resetpasswordemail" });
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Required");
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email");
    expect(calls).toHaveLength(0);
  });

  it.each(["known@example.org", "Unknown@Example.org"])("answers %s with the same message (no account enumeration)", async (email) => {
    const calls = stubFetch({ "POST /api/password-reset/": () => ({ body: { success: true, message: "whatever the server says" } }) });
    const user = userEvent.setup();
    renderPage(<ResetPasswordEmailPage />, { path: "/resetpasswordemail" });
    await user.type(screen.getByLabelText("Email"), email);
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
    expect(calls[0].body).toEqual({ email: email.toLowerCase() });
  });

  it("shows the server's message when it refuses (too many requests)", async () => {
    stubFetch({ "POST /api/password-reset/": () => envelope(429, "RATE_LIMITED", "Too many attempts. Please try again later.") });
    const user = userEvent.setup();
    renderPage(<ResetPasswordEmailPage />, { path: "/resetpasswordemail" });
    await user.type(screen.getByLabelText("Email"), "a@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });
});

describe("choose a new password (/password-reset-confirm/)", () => {
  beforeEach(resetSession);
  const path = "/password-reset-confirm/?token=tok_reset_1";

  it("shows the contract's password messages", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderPage(<PasswordResetConfirmPage />, { path });
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("Please enter a password");
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription("Please re-type your password");

    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "other");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("Password must have at least 8 characters");
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription("Passwords does not match");

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "long-enough-pass");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription("Passwords does not match");
    expect(calls).toHaveLength(0);
  });

  it("sets the password and links to login", async () => {
    const calls = stubFetch({ "POST /api/password-reset-confirm/": () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    renderPage(<PasswordResetConfirmPage />, { path });
    await user.type(screen.getByLabelText("New password"), "long-enough-pass");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-pass");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(calls[0].body).toEqual({ token: "tok_reset_1", password: "long-enough-pass", password2: "long-enough-pass" });
  });

  it("shows an expired link's message with a way to ask again", async () => {
    stubFetch({ "POST /api/password-reset-confirm/": () => envelope(400, "BAD_REQUEST", "This link is invalid or has expired. Please ask for a new one.") });
    const user = userEvent.setup();
    renderPage(<PasswordResetConfirmPage />, { path });
    await user.type(screen.getByLabelText("New password"), "long-enough-pass");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-pass");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is invalid or has expired. Please ask for a new one.");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/resetpasswordemail");
  });

  it("puts a refused password beside the field", async () => {
    stubFetch({ "POST /api/password-reset-confirm/": () => envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", { password: ["This password is too common."] }) });
    const user = userEvent.setup();
    renderPage(<PasswordResetConfirmPage />, { path });
    await user.type(screen.getByLabelText("New password"), "password123");
    await user.type(screen.getByLabelText("Confirm new password"), "password123");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("This password is too common.")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("This password is too common.");
  });

  it("says when the link has no token", () => {
    stubFetch({});
    renderPage(<PasswordResetConfirmPage />, { path: "/password-reset-confirm/" });
    expect(screen.getByRole("alert")).toHaveTextContent("This password reset link is incomplete");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});
