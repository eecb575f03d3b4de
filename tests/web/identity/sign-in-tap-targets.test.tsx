import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import LoginPage from "@/app/routes/auth/login";
import { ResetEmailForm } from "@/features/identity/auth/components/reset-email-form";
import { TeacherLoginForm } from "@/features/identity/auth/components/teacher-login-form";
import { renderPage, stubFetch } from "../render";
import { classListHandler, resetSession, schoolHost } from "../auth/fixtures";

/*
 * jsdom lays nothing out, so the hit areas are read from the Tailwind classes that make them (as
 * tests/web/layout/tap-targets does): 44 px on a touch screen for what a child taps to get on.
 */
const minHeight = (el: HTMLElement) => Math.max(0, ...[...el.classList].map((c) => /^min-h-(\d+)$/.exec(c)).map((m) => (m ? Number(m[1]) * 4 : 0)));
const touchMinHeight = (el: HTMLElement) => Math.max(0, ...[...el.classList].map((c) => /^pointer-coarse:min-h-(\d+)$/.exec(c)).map((m) => (m ? Number(m[1]) * 4 : 0)));

describe("the student sign-in steps on a touch screen", () => {
  beforeEach(resetSession);

  it("Back and the class list's Previous and Next are 44 px tall on a touch screen (they were 32 and 40)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/GREEN4/": classListHandler() });
    renderPage(<LoginPage />, { path: "/login?class=GREEN4", route: "/login" });
    await screen.findByRole("button", { name: "Ava F." });
    for (const name of ["Back", "Previous", "Next"]) expect(touchMinHeight(screen.getByRole("button", { name })), name).toBeGreaterThanOrEqual(44);
  });

  it("the grown-ups' Forgot Password? and Back to Login links are 24 px tall at least, 44 on a touch screen (they were 20 px lines)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost });
    const { unmount } = renderPage(<TeacherLoginForm busy={false} onSubmit={async () => undefined} />);
    const forgot = screen.getByRole("link", { name: "Forgot Password?" });
    expect(minHeight(forgot)).toBeGreaterThanOrEqual(24);
    expect(touchMinHeight(forgot)).toBeGreaterThanOrEqual(44);
    unmount();
    renderPage(<ResetEmailForm />);
    const back = screen.getByRole("link", { name: "Back to Login" });
    expect(minHeight(back)).toBeGreaterThanOrEqual(24);
    expect(touchMinHeight(back)).toBeGreaterThanOrEqual(44);
  });
});
