import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import LogoutPage from "@/app/routes/shell/logout";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { resetSession } from "../auth/fixtures";

/*
 * Signing out says so in the reader's language: the sentence was written in English in the page,
 * so Hindi and Arabic readers (often a child on a shared computer) read it in English.
 */
describe("signing out", () => {
  afterEach(async () => {
    resetSession();
    await act(() => setInterfaceLocale("en"));
  });

  it.each([
    ["en", "You have been logged out."],
    ["hi", "आप लॉग आउट हो गए हैं।"],
    ["ar", "تم تسجيل خروجك."],
  ] as const)("says it in %s", async (locale, message) => {
    resetSession();
    await act(() => setInterfaceLocale(locale));
    stubFetch({ "POST /api/generic-password-logout": () => ({ body: { success: true, authenticated: false } }) });
    renderPage(<LogoutPage />, { path: "/logout", routes: { "/login": <p>Sign-in page</p> } });
    expect(await screen.findByText(message, { selector: "[data-sonner-toast] *" })).toBeInTheDocument();
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });
});
