import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import LibraryHomePage from "@/app/routes/library/home";
import StoryEditPage from "@/app/routes/library/story-edit";
import { DashboardMyBooks } from "@/features/library/books/components/dashboard-my-books";
import { searchAtom } from "@/features/search/state";
import { setInterfaceLocale } from "@/lib/i18n";
import { clearSession, setUser } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { page as storyPage, story, student } from "../stories/fixtures";
import { book, categories, page } from "./fixtures";

function stubLibrary() {
  return stubFetch({
    "GET /api/book-stats": () => ({ body: { book_stats: { all_book: 57, featured_book: 4 } } }),
    "GET /api/book-categories/": () => ({ body: page(categories) }),
    "GET /api/books/facets": () => ({ body: { languages: [{ code: "en", count: 50 }, { code: "hi", count: 7 }], levels: [] } }),
    "GET /api/books/": () => ({
      body: page([book(1, { title: "चाँद की कहानी", language: "hi" }), book(2, { title: "قصة القمر", language: "ar" }), book(3, { language: "not a code!" })], 57),
    }),
  });
}

describe("the library in Hindi and Arabic", () => {
  afterEach(async () => {
    clearSession();
    await act(() => setInterfaceLocale("en"));
  });

  it("renders the library home in Arabic, numbers by Intl for ar, and each book marked with its own language", async () => {
    await act(() => setInterfaceLocale("ar"));
    store.set(searchAtom, { query: "" });
    stubLibrary();
    renderPage(<LibraryHomePage />, { path: "/library" });

    expect(screen.getByRole("heading", { level: 1, name: "المكتبة" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const sections = screen.getByRole("navigation", { name: "أقسام المكتبة" });
    // The counts come from Intl for "ar" (its digits are whatever the runtime's CLDR gives "ar").
    const count = new Intl.NumberFormat("ar").format(57);
    expect(await within(sections).findByRole("link", { name: new RegExp(`كل الكتب\\s*${count}`) })).toHaveAttribute("href", "/library?section=all");
    expect(screen.getByRole("searchbox", { name: "البحث في الكتب" })).toHaveAttribute("placeholder", "ابحث بالعنوان أو المؤلف أو الوصف");
    // The language menu names languages in Arabic, with counts in Arabic digits.
    expect(await screen.findByRole("option", { name: `${new Intl.DisplayNames(["ar"], { type: "language" }).of("hi")} (${new Intl.NumberFormat("ar").format(7)})` })).toBeInTheDocument();

    const grid = await screen.findByRole("list", { name: "أحدث الكتب" });
    // A Hindi book on an Arabic page is still marked hi; an Arabic one ar and right to left: the
    // card's title and the drawn fallback cover that repeats it, both.
    const hindi = within(grid).getAllByText("चाँद की कहानी");
    expect(hindi).toHaveLength(2);
    expect(hindi.some((el) => el.closest("[data-testid=fallback-cover]"))).toBe(true);
    for (const el of hindi) {
      expect(el).toHaveAttribute("lang", "hi");
      expect(el).toHaveAttribute("dir", "ltr");
    }
    const arabic = within(grid).getAllByText("قصة القمر");
    expect(arabic).toHaveLength(2);
    for (const el of arabic) {
      expect(el).toHaveAttribute("lang", "ar");
      expect(el).toHaveAttribute("dir", "rtl");
    }
    // A code that is not BCP 47 is not put on the page.
    for (const el of within(grid).getAllByText("Book number 3")) {
      expect(el).not.toHaveAttribute("lang");
      expect(el).toHaveAttribute("dir", "auto");
    }
  });

  it("renders a student's story list in Hindi, the date formatted by Intl for hi", async () => {
    await act(() => setInterfaceLocale("hi"));
    stubFetch({ "GET /api/stories/": () => ({ body: storyPage([story({ status: "rejected", updated_at: "2026-11-26T09:30:00.000Z" })]) }) });
    setUser(student);
    renderPage(<StoryEditPage />, { path: "/storyedit" });

    expect(screen.getByRole("heading", { name: "आपकी कहानियाँ" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "आपकी कहानियाँ" });
    expect(within(list).getByText("वापस भेजा गया")).toBeInTheDocument();
    const date = new Intl.DateTimeFormat("hi", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-26T09:30:00.000Z"));
    expect(within(list).getByText(`आख़िरी बदलाव ${date}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /कहानी लिखें/ })).toHaveAttribute("href", "/upload-blog");
  });

  it.each([
    ["hi", "वापस भेजा गया", "कारण: \u2068The file is blurry\u2069", "सुधारी हुई फ़ाइल भेजने के लिए इसे खोलें।"],
    ["ar", "أُعيد", "السبب: \u2068The file is blurry\u2069", "افتحه لترسل ملفًا مصحَّحًا."],
  ] as const)("a pupil's own book sent back reads, in %s, Sent back with the reason and the next step on the dashboard", async (locale, badge, reason, step) => {
    await act(() => setInterfaceLocale(locale));
    stubFetch({ "GET /api/books/": () => ({ body: page([book(2, { title: "Sun Book", status: "rejected", rejection_reason: "The file is blurry" })]) }) });
    setUser(student);
    renderPage(<DashboardMyBooks userId={student.id} />, { path: "/dashboard" });
    const list = await screen.findByRole("list");
    expect(within(list).getByText(badge)).toBeInTheDocument();
    expect(within(list).getByText(reason)).toBeInTheDocument();
    expect(within(list).getByText(step)).toBeInTheDocument();
  });

  it("renders the same story list in Arabic with an Arabic date", async () => {
    await act(() => setInterfaceLocale("ar"));
    stubFetch({ "GET /api/stories/": () => ({ body: storyPage([story({ updated_at: "2026-11-26T09:30:00.000Z" })]) }) });
    setUser(student);
    renderPage(<StoryEditPage />, { path: "/storyedit" });

    const list = await screen.findByRole("list", { name: "قصصك" });
    expect(within(list).getByText("مسودة")).toBeInTheDocument();
    const date = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-26T09:30:00.000Z"));
    // Not the English "26 Nov 2026": Arabic order and marks (or digits), as Intl writes them for "ar".
    expect(date).not.toBe(new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2026-11-26T09:30:00.000Z")));
    expect(within(list).getByText(`آخر تغيير ${date}`)).toBeInTheDocument();
  });
});
