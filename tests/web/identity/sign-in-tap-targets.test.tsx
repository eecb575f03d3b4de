import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import LoginPage from "@/app/routes/auth/login";
import { renderPage, stubFetch } from "../render";
import { classListHandler, resetSession, schoolHost } from "../auth/fixtures";

/*
 * jsdom lays nothing out, so the hit areas are read from the Tailwind classes that make them (as
 * tests/web/layout/tap-targets does): 44 px on a touch screen for what a child taps to get on.
 */
const touchMinHeight = (el: HTMLElement) => Math.max(0, ...[...el.classList].map((c) => /^pointer-coarse:min-h-(\d+)$/.exec(c)).map((m) => (m ? Number(m[1]) * 4 : 0)));

describe("the student sign-in steps on a touch screen", () => {
  beforeEach(resetSession);

  it("Back and the class list's Previous and Next are 44 px tall on a touch screen (they were 32 and 40)", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/GREEN4/": classListHandler() });
    renderPage(<LoginPage />, { path: "/login?class=GREEN4", route: "/login" });
    await screen.findByRole("button", { name: "Ava F." });
    for (const name of ["Back", "Previous", "Next"]) expect(touchMinHeight(screen.getByRole("button", { name })), name).toBeGreaterThanOrEqual(44);
  });
});
