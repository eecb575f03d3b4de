import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InfoPage } from "@/features/operations/components/info-page";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const page = {
  slug: "about",
  title: "About Schools Platform",
  summary: "Schools Platform gives every school its own site.",
  html: "<p>Behind every school's site is the same platform.</p><h2 id=\"one\">One</h2><h2 id=\"two\">Two</h2><h2 id=\"three\">Three</h2>",
  headings: [
    { id: "one", level: 2, text: "One" },
    { id: "two", level: 2, text: "Two" },
    { id: "three", level: 2, text: "Three" },
  ],
  source: "platform",
  lang: "en",
  version: 1,
  updated_at: "2026-01-05T00:00:00Z",
};

// A page is written in one language whatever the reader chose: English prose in the Arabic (RTL)
// interface was laid out right to left, its full stops at the wrong end (".another").
describe("an information page in the Arabic interface", () => {
  it("lets its written words take their own direction", async () => {
    stubFetch({ "GET /api/pages/about": () => ({ body: page }), "GET /api/current-tenant/": () => ({ body: null }) });
    await setInterfaceLocale("ar");
    try {
      renderPage(<InfoPage slug="about" />);
      const title = await screen.findByRole("heading", { level: 1, name: page.title });
      expect(title.getAttribute("dir")).toBe("auto");
      expect(screen.getByText(page.summary).getAttribute("dir")).toBe("auto");
      expect(screen.getByText("Behind every school's site is the same platform.").parentElement!.getAttribute("dir")).toBe("auto");
      for (const link of screen.getAllByRole("link", { name: "One" })) expect(link.getAttribute("dir")).toBe("auto");
    } finally {
      await setInterfaceLocale("en");
    }
  });

  it("lays each FAQ question's row out in the question's direction, not the interface's (an English question sat at the right edge)", async () => {
    const faq = { ...page, slug: "faq", title: "FAQ", html: '<h2 id="signing-in">Signing in</h2><h3 id="class-code">How does the class code work?</h3><p>Type the code.</p>', headings: [] };
    stubFetch({ "GET /api/pages/faq": () => ({ body: faq }), "GET /api/current-tenant/": () => ({ body: null }) });
    await setInterfaceLocale("ar");
    try {
      renderPage(<InfoPage slug="faq" />);
      const question = await screen.findByRole("heading", { level: 3, name: "How does the class code work?" });
      const row = question.closest("details")!;
      expect(row.getAttribute("dir")).toBe("auto");
      expect(row.getAttribute("lang")).toBe("en");
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
