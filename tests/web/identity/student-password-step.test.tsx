import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "@/app/routes/auth/login";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { classListHandler, envelope, resetSession, schoolHost } from "../auth/fixtures";

const WRONG = "That password is not right. Try again, or ask your teacher for help.";

async function openAvasPasswordStep(classToken: () => ReturnType<typeof envelope>) {
  stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/GREEN4/": classListHandler(), "POST /api/auth/class-token/": classToken });
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: "/login?class=GREEN4", route: "/login" });
  await user.click(await screen.findByRole("button", { name: "Ava F." }));
  return user;
}

/*
 * A child at the password step: a wrong password is said under the field until they type again (it
 * was a toast, gone in a few seconds, over the school's name), and a child who has forgotten theirs
 * is told who can help (a pupil has no email address for the grown-ups' reset link).
 */
describe("the student password step", () => {
  beforeEach(resetSession);
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("says a wrong password under the field, and keeps saying it, with the field focused and its text selected", async () => {
    const user = await openAvasPasswordStep(() => envelope(401, "UNAUTHORIZED", WRONG));
    const field = screen.getByLabelText("Password");
    await user.type(field, "not-my-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(WRONG);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(WRONG);
    expect(field).toHaveFocus();
    // Selected, so the next try replaces the wrong one instead of adding to it.
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, "not-my-password".length]);
    // Said once: by the field, not also in a toast.
    expect(screen.getAllByText(WRONG)).toHaveLength(1);
  });

  it("tells a child who has forgotten their password to ask their teacher, with no email reset link", async () => {
    await openAvasPasswordStep(() => envelope(401, "UNAUTHORIZED", WRONG));
    expect(screen.getByText("Forgotten your password? Ask your teacher: they can give you a new one.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Forgot Password/i })).not.toBeInTheDocument();
  });

  it("in Arabic, the wrong-password message and the forgotten-password help are Arabic", async () => {
    await act(() => setInterfaceLocale("ar"));
    const user = await openAvasPasswordStep(() => envelope(401, "UNAUTHORIZED", WRONG));
    expect(screen.getByText("نسيت كلمة المرور؟ اسأل معلّمك: يمكنه أن يعطيك كلمة مرور جديدة.")).toBeInTheDocument();
    const field = screen.getByLabelText("كلمة المرور");
    await user.type(field, "not-my-password");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("كلمة المرور هذه غير صحيحة. حاول مرة أخرى، أو اطلب المساعدة من معلّمك.");
  });
});
