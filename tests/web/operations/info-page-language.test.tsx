import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InfoPage } from "@/features/operations/components/info-page";
import { differentLanguage } from "@/features/operations/lib/page-language";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const page = (source: "school" | "platform", lang: "en" | "hi" | "ar") => ({
  slug: "about",
  title: "About Greenfield",
  summary: "A primary school that reads the world.",
  html: "<p>Our pupils read one another's books.</p>",
  headings: [],
  source,
  lang,
  version: 3,
  updated_at: "2026-01-05T00:00:00Z",
});
const school = (locale: string) => ({ school_name: "Greenfield Primary School", subdomain: "greenfield", locale, time_zone: "UTC", currency: "GBP", features: {} });

async function open(source: "school" | "platform", tenant: ReturnType<typeof school> | null, reader: "en" | "hi" | "ar", written: "en" | "hi" | "ar" = "en") {
  stubFetch({ "GET /api/pages/about": () => ({ body: page(source, written) }), "GET /api/current-tenant": () => ({ body: tenant }) });
  await setInterfaceLocale(reader);
  renderPage(<InfoPage slug="about" />);
  return screen.findByRole("heading", { level: 1, name: "About Greenfield" });
}

// The pages are written by the school in one language, and were shown with no word about it to a
// reader who chose Hindi or Arabic: screen readers read English words with Hindi or Arabic voices.
describe("an information page written in another language than the reader's", () => {
  afterEach(() => setInterfaceLocale("en"));

  it("marks a school's page with the school's language and says so, politely, in Hindi", async () => {
    const title = await open("school", school("en"), "hi");
    await waitFor(() => expect(title.getAttribute("lang")).toBe("en"));
    expect(title.getAttribute("dir")).toBe("auto");
    expect(screen.getByText("A primary school that reads the world.").getAttribute("lang")).toBe("en");
    expect(screen.getByText("Our pupils read one another's books.").parentElement!.getAttribute("lang")).toBe("en");
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe("Greenfield Primary School ने यह पृष्ठ अंग्रेज़ी में लिखा है।");
    // The notice itself is in the reader's language, not the page's.
    expect(note.closest("[lang]")?.getAttribute("lang") ?? null).not.toBe("en");
  });

  it("names the language in Arabic for an Arabic reader of the platform's English page", async () => {
    const title = await open("platform", null, "ar");
    expect(title.getAttribute("lang")).toBe("en");
    expect(title.getAttribute("dir")).toBe("auto");
    expect((await screen.findByRole("note")).textContent).toBe("هذه الصفحة مكتوبة باللغة الإنجليزية.");
  });

  it("says nothing when the page is in the reader's language", async () => {
    const title = await open("school", school("ar"), "ar", "ar");
    await waitFor(() => expect(title.getAttribute("lang")).toBe("ar"));
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("says nothing to an English reader of an English page", async () => {
    const title = await open("school", school("en"), "en");
    await waitFor(() => expect(title.getAttribute("lang")).toBe("en"));
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("the language a page is written in", () => {
  afterEach(() => setInterfaceLocale("en"));

  it("is the one its editors chose, not the school's: a Hindi school's English page is marked English and a Hindi reader is told", async () => {
    const title = await open("school", school("hi"), "hi", "en");
    expect(title.getAttribute("lang")).toBe("en");
    expect((await screen.findByRole("note")).textContent).toBe("Greenfield Primary School ने यह पृष्ठ अंग्रेज़ी में लिखा है।");
  });

  it("compares languages, not regions", () => {
    expect(differentLanguage("en", "en-GB")).toBe(false);
    expect(differentLanguage("en", "hi")).toBe(true);
  });
});
