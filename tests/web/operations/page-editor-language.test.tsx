import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageEditor } from "@/features/operations/components/page-editor";
import { renderPage, stubFetch } from "../render";
import { resetState, signIn } from "../learning/fixtures";

const hindiSchool = { school_name: "Greenfield Primary School", subdomain: "greenfield", locale: "hi", time_zone: "UTC", currency: "INR", features: {} };
const source = (page: { lang: "en" | "hi" | "ar"; version: number } | null) => ({
  slug: "about",
  scope: "school",
  page: page ? { title: "हमारे बारे में", summary: "", body: "## परिचय", lang: page.lang, version: page.version, enabled: true, updated_at: "2026-11-01T00:00:00Z", updated_by: "Asha Rao" } : null,
  fallback: { title: "About", summary: "", body: "## Who we are", lang: "en" },
});

describe("the page editor's language", () => {
  beforeEach(resetState);

  it("starts a school's first copy in the school's language and saves the language the editor chose", async () => {
    signIn({ role: "school_admin" });
    const calls = stubFetch({
      "GET /api/pages/about/source": () => ({ body: source(null) }),
      "GET /api/current-tenant": () => ({ body: hindiSchool }),
      "GET /api/pages/about/versions": () => ({ body: { results: [] } }),
      "GET /api/pages/": () => ({ body: { results: [] } }),
      "POST /api/pages/preview": () => ({ body: { html: "<h2>Who we are</h2>", headings: [], title: "About Greenfield Primary School" } }),
      "PUT /api/pages/about": () => ({ body: source({ lang: "en", version: 1 }) }),
    });
    renderPage(<PageEditor slug="about" area="school" />);
    const written = await screen.findByRole("combobox", { name: "Written in" });
    // The preview's title comes back with its placeholders filled in.
    expect(await screen.findByRole("heading", { level: 1, name: "About Greenfield Primary School" })).toBeInTheDocument();
    expect(written).toHaveValue("hi");
    const user = userEvent.setup();
    await user.selectOptions(written, "en");
    await user.click(screen.getByRole("button", { name: "Save a new version" }));
    await screen.findByText("Page saved");
    expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({ lang: "en", base_version: 0 });
  });

  it("keeps an existing copy's language", async () => {
    signIn({ role: "school_admin" });
    stubFetch({
      "GET /api/pages/about/source": () => ({ body: source({ lang: "ar", version: 2 }) }),
      "GET /api/current-tenant": () => ({ body: hindiSchool }),
      "GET /api/pages/about/versions": () => ({ body: { results: [] } }),
      "GET /api/pages/": () => ({ body: { results: [] } }),
      "POST /api/pages/preview": () => ({ body: { html: "<h2>x</h2>", headings: [], title: "x" } }),
    });
    renderPage(<PageEditor slug="about" area="school" />);
    expect(await screen.findByRole("combobox", { name: "Written in" })).toHaveValue("ar");
  });
});
