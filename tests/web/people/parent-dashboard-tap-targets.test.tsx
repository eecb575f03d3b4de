import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { ParentDashboard } from "@/features/operations/components/parent-dashboard";
import { renderPage, stubFetch } from "../render";
import { avaOnDashboard } from "./fixtures";

/* Hit areas read from the Tailwind classes that make them (jsdom lays nothing out): 4 px a unit. */
const px = (el: HTMLElement, pattern: RegExp) => Math.max(0, ...[...el.classList].map((c) => pattern.exec(c)).map((m) => (m ? Number(m[1]) * 4 : 0)));

const ava = avaOnDashboard({
  certificates: [{ id: "crt_a", course_title: "This Is Our World: An Introduction to the Global Goals", status: "issued", issued_at: "2026-10-02T09:00:00.000Z" }],
});

describe("the parent dashboard on a phone", () => {
  it("a certificate's link is 24 px tall at least, 44 on a touch screen (it was a 20 px line), and Link my child 44 on a touch screen", async () => {
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [ava] } }) });
    renderPage(<ParentDashboard />);
    const card = (await screen.findByRole("heading", { name: "Ava Brown" })).closest("[aria-labelledby]") as HTMLElement;
    const link = within(card).getByRole("link", { name: "This Is Our World: An Introduction to the Global Goals" });
    expect(px(link, /^min-h-(\d+)$/)).toBeGreaterThanOrEqual(24);
    expect(px(link, /^pointer-coarse:min-h-(\d+)$/)).toBeGreaterThanOrEqual(44);
    expect(px(screen.getByRole("button", { name: "Link my child" }), /^pointer-coarse:min-h-(\d+)$/)).toBeGreaterThanOrEqual(44);
  });
});
