import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Footer } from "@/app/layouts/footer";
import { BackLink } from "@/components/ui/back-link";
import { CauseDetail } from "@/features/giving/causes/components/cause-detail";
import { renderPage } from "../render";

/*
 * jsdom lays nothing out, so the hit areas are read from the Tailwind classes that make them:
 * WCAG 2.2's 24 px minimum (2.5.8) everywhere, 44 px on a touch screen (pointer: coarse).
 * Tailwind's spacing unit is 4 px: min-h-6 is 24 px, min-h-11 44 px, -my-0.5 takes 2 px off each side.
 */
const px = (classes: string[], pattern: RegExp) => {
  const match = classes.map((c) => pattern.exec(c)).find(Boolean);
  return match ? Number(match[1]) * 4 : 0;
};
const minHeight = (el: HTMLElement) => px([...el.classList], /^min-h-(\d+(?:\.\d+)?)$/);
const touchMinHeight = (el: HTMLElement) => px([...el.classList], /^pointer-coarse:min-h-(\d+(?:\.\d+)?)$/);
const centred = (el: HTMLElement) => (el.classList.contains("flex") || el.classList.contains("inline-flex")) && el.classList.contains("items-center");

describe("small links have room for a finger", () => {
  it("each footer link is at least 24 px tall, 44 px on a touch screen, its words centred", () => {
    renderPage(<Footer name="Greenfield Primary School" />);
    const links = within(screen.getByRole("navigation", { name: "Footer" })).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Disclaimer", "Terms of Use", "Refund Policy", "Privacy Policy", "Contact Us"]);
    for (const link of links) {
      expect(minHeight(link), link.textContent!).toBeGreaterThanOrEqual(24);
      expect(touchMinHeight(link), link.textContent!).toBeGreaterThanOrEqual(44);
      expect(centred(link)).toBe(true);
    }
  });

  it("a back link is at least 24 px tall, 44 px on a touch screen, and still takes a 20 px line on the page", () => {
    renderPage(<BackLink to="/library">Back to the library</BackLink>);
    const link = screen.getByRole("link", { name: "Back to the library" });
    expect(link).toHaveAttribute("href", "/library");
    expect(minHeight(link)).toBeGreaterThanOrEqual(24);
    expect(touchMinHeight(link)).toBeGreaterThanOrEqual(44);
    expect(centred(link)).toBe(true);
    // The negative margin returns what was added: the server's first paint keeps h-5 (20 px) for it.
    const margin = (pattern: RegExp) => px([...link.classList], pattern) * 2;
    expect(minHeight(link) - margin(/^-my-(\d+(?:\.\d+)?)$/)).toBe(20);
    expect(touchMinHeight(link) - margin(/^pointer-coarse:-my-(\d+(?:\.\d+)?)$/)).toBe(20);
  });

  it("a charity's or project's back link is as tall (its own markup, the same hit area)", () => {
    renderPage(
      <CauseDetail backTo="/projects" backLabel="All projects" title="Clean water" coverUrl={null} aside={null}>
        <p>Story</p>
      </CauseDetail>,
    );
    const link = screen.getByRole("link", { name: "All projects" });
    expect(minHeight(link)).toBeGreaterThanOrEqual(24);
    expect(touchMinHeight(link)).toBeGreaterThanOrEqual(44);
    expect(centred(link)).toBe(true);
  });
});
