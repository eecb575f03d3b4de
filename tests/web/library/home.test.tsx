import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LibraryHomePage from "@/app/routes/library/home";
import { searchAtom } from "@/features/search/state";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { book, categories, page, queryOf } from "./fixtures";

function stubLibrary() {
  return stubFetch({
    "GET /api/book-stats": () => ({ body: { book_stats: { all_book: 57, featured_book: 4 } } }),
    "GET /api/book-categories/": () => ({ body: page(categories) }),
    "GET /api/books/facets": () => ({ body: { languages: [{ code: "en", count: 50 }, { code: "hi", count: 7 }], levels: [{ level: "Level 1", count: 9 }, { level: "Level 2", count: 12 }] } }),
    "GET /api/books/": ({ url }) => {
      const q = queryOf(url);
      if (q.featured === "true") return { body: page([book(9, { title: "A featured story", featured: true })], 4) };
      if (q.search) return { body: page([book(7, { title: `Found ${q.search}` })], 1) };
      return { body: page([book(1, { cover: "/api/books/bok_1/cover?v=1" }), book(2)], 57) };
    },
  });
}

const bookCalls = (calls: { url: string }[]) => calls.filter((c) => new URL(c.url, "http://localhost").pathname === "/api/books/").map((c) => queryOf(c.url));

describe("library home", () => {
  it("lists books from the API with the section counts, covers and fallbacks, linking to each book", async () => {
    store.set(searchAtom, { query: "" });
    stubLibrary();
    renderPage(<LibraryHomePage />, { path: "/library" });
    expect(screen.getByRole("heading", { level: 1, name: "Library" })).toBeInTheDocument();
    const sections = screen.getByRole("navigation", { name: "Library sections" });
    expect(await within(sections).findByRole("link", { name: /All Books\s*57/ })).toHaveAttribute("href", "/library?section=all");
    expect(within(sections).getByRole("link", { name: /Featured Books\s*4/ })).toHaveAttribute("href", "/library?section=featured");
    expect(within(sections).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const grid = await screen.findByRole("list", { name: "Newest books" });
    const first = within(grid).getByRole("link", { name: /Book number 1/ });
    expect(first).toHaveAttribute("href", "/library/bok_1");
    const img = first.querySelector("img")!;
    expect(img).toHaveAttribute("loading");
    expect(img.getAttribute("src")).toBe("/api/books/bok_1/cover?v=1");
    // No cover: a drawn cover with the title.
    expect(within(within(grid).getByRole("link", { name: /Book number 2/ })).getByTestId("fallback-cover")).toHaveTextContent("Book number 2");
    expect(screen.getByRole("list", { name: "Featured books" })).toHaveTextContent("A featured story");
    // "See all featured" has a finger's room (24 px, 44 on touch), as BackLink (tap-targets.test.tsx).
    expect(screen.getByRole("link", { name: "See all featured" })).toHaveClass("min-h-6", "pointer-coarse:min-h-11", "items-center");
    expect(screen.getByText("Showing 1–24 of 57")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Animals" })).toHaveAttribute("aria-pressed", "false");
  });

  it("search (debounced, kept in the search state), category and featured build the right query", async () => {
    store.set(searchAtom, { query: "" });
    const calls = stubLibrary();
    const user = userEvent.setup();
    renderPage(<LibraryHomePage />, { path: "/library?section=featured" });
    expect(await screen.findByRole("heading", { level: 2, name: "Featured Books" })).toBeInTheDocument();
    await waitFor(() => expect(bookCalls(calls)).toContainEqual({ featured: "true", limit: "24" }));

    await user.click(await screen.findByRole("button", { name: "Space" }));
    await waitFor(() => expect(bookCalls(calls)).toContainEqual({ featured: "true", category: "space", limit: "24" }));
    expect(screen.getByRole("button", { name: "Space" })).toHaveAttribute("aria-pressed", "true");

    await user.type(screen.getByRole("searchbox", { name: "Search books" }), "moon");
    await waitFor(() => expect(bookCalls(calls)).toContainEqual({ featured: "true", category: "space", search: "moon", limit: "24" }));
    expect(bookCalls(calls).filter((q) => ["m", "mo", "moo"].includes(q.search ?? ""))).toHaveLength(0);
    expect(store.get(searchAtom)).toEqual({ query: "moon" });
  });

  it("pages through the books, keeping the filters", async () => {
    store.set(searchAtom, { query: "" });
    const calls = stubLibrary();
    const user = userEvent.setup();
    renderPage(<LibraryHomePage />, { path: "/library?section=all&category=animals" });
    await screen.findByText("Showing 1–24 of 57");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(bookCalls(calls)).toContainEqual({ category: "animals", limit: "24", offset: "24" }));
    expect(await screen.findByText("Showing 25–48 of 57")).toBeInTheDocument();
  });

  it("shows an empty state and an error state", async () => {
    store.set(searchAtom, { query: "" });
    stubFetch({
      "GET /api/book-stats": () => ({ body: { book_stats: { all_book: 0, featured_book: 0 } } }),
      "GET /api/book-categories/": () => ({ body: page([]) }),
      "GET /api/books/": () => ({ body: page([]) }),
    });
    renderPage(<LibraryHomePage />, { path: "/library?section=all" });
    expect(await screen.findByText("There are no books here yet.")).toBeInTheDocument();
  });

  it("a failing list shows the server's message", async () => {
    store.set(searchAtom, { query: "" });
    stubFetch({
      "GET /api/book-stats": () => ({ body: { book_stats: { all_book: 0, featured_book: 0 } } }),
      "GET /api/book-categories/": () => ({ body: page([]) }),
      "GET /api/books/": () => ({ status: 503, body: { error: { code: "UNAVAILABLE", message: "The library is resting", requestId: "r" } } }),
    });
    renderPage(<LibraryHomePage />, { path: "/library?section=all" });
    expect(await screen.findByText("The library is resting")).toBeInTheDocument();
    expect(screen.getByText("Could not load the books")).toBeInTheDocument();
  });

  it("restores the saved search when arriving without one", async () => {
    store.set(searchAtom, { query: "whales" });
    const calls = stubLibrary();
    renderPage(<LibraryHomePage />, { path: "/library" });
    expect(await screen.findByRole("heading", { level: 2, name: "Results for “whales”" })).toBeInTheDocument();
    expect(bookCalls(calls)).toContainEqual({ search: "whales", limit: "24" });
    expect(screen.getByRole("searchbox", { name: "Search books" })).toHaveValue("whales");
  });

  it("filters by language and reading level, sorts, and keeps a goal chosen on /sdgs as a removable filter", async () => {
    store.set(searchAtom, { query: "" });
    const calls = stubLibrary();
    const user = userEvent.setup();
    renderPage(<LibraryHomePage />, { path: "/library?sdg=6" });
    await screen.findByRole("list", { name: "Books" });
    expect(bookCalls(calls).at(-1)).toMatchObject({ sdg: "6" });
    const language = screen.getByLabelText("Language");
    await waitFor(() => expect(within(language).getAllByRole("option").map((o) => o.textContent)).toEqual(["Any language", "English (50)", "Hindi (7)"]));
    await user.selectOptions(language, "hi");
    await user.selectOptions(screen.getByLabelText("Reading level"), "Level 2");
    await user.selectOptions(screen.getByLabelText("Sort by"), "popular");
    await waitFor(() => expect(bookCalls(calls).at(-1)).toMatchObject({ language: "hi", level: "Level 2", sort: "popular", sdg: "6" }));
    await user.click(screen.getByRole("button", { name: "Remove the filter Goal 6: Clean Water and Sanitation" }));
    await waitFor(() => expect(bookCalls(calls).at(-1)!.sdg).toBeUndefined());
    expect(bookCalls(calls).at(-1)).toMatchObject({ language: "hi", level: "Level 2", sort: "popular" });
  });
});
