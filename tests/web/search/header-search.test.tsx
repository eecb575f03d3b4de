import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation, useParams } from "react-router";
import type { PublicTenant } from "@contracts/tenants";
import { Header } from "@/app/layouts/header";
import { HeaderSearch } from "@/features/search/components/header-search";
import { emptySearch, searchAtom } from "@/features/search/state";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { book } from "../library/fixtures";

Element.prototype.scrollIntoView ??= () => {};

const tenant = { school_name: "Greenfield Primary School", subdomain: "greenfield", domain_url: "g.example.org", switchboard: false, logo: null, primary_color: "#2e7d32" } as PublicTenant;
const story = { id: "sty_1", title: "Hedgehogs at night", slug: "hedgehogs-at-night", cover: null, visibility: "public", status: "published", rejection_reason: null, class_id: null, author: { id: "usr_a", first_name: "Ada", last_name: "L" }, tenant_id: "ten_1", published_at: null, created_at: "", updated_at: "", excerpt: "We saw a hedgehog…" };
const RESULTS = { books: [book(1, { title: "Hedgehog Home", author_name: "Hana" }), book(2, { title: "The Hedge Maze" })], stories: [story], projects: [] };

function BookAt() {
  const { id } = useParams();
  return <p>Book page {id}</p>;
}
function StoryAt() {
  const { slug } = useParams();
  return <p>Story page {slug}</p>;
}
function LibraryAt() {
  const { search } = useLocation();
  return <p>Library {search}</p>;
}
const renderSearch = () =>
  renderPage(
    <Routes>
      <Route path="/" element={<HeaderSearch />} />
      <Route path="/library/:id" element={<BookAt />} />
      <Route path="/library" element={<LibraryAt />} />
      <Route path="/stories/:slug" element={<StoryAt />} />
    </Routes>,
  );

afterEach(() => store.set(searchAtom, emptySearch));

describe("header search", () => {
  it("is in the header on a school's host only", () => {
    const { unmount } = renderPage(<Header tenant={null} />);
    // (The header's language menu is a combobox too, on every host.)
    expect(screen.queryByRole("combobox", { name: "Find books and stories" })).toBeNull();
    unmount();
    renderPage(<Header tenant={tenant} />);
    expect(screen.getByRole("combobox", { name: "Find books and stories" })).toBeInTheDocument();
  });

  it("waits for two characters and a pause, then shows grouped results in a listbox", async () => {
    const calls = stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "h");
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toHaveLength(0);
    expect(box).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(box, "edg");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    // Typing quickly sends one request, for the whole word.
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url, "http://localhost").searchParams.get("search")).toBe("hedg");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", listbox.id);
    const books = within(listbox).getByRole("group", { name: "Books" });
    expect(within(books).getAllByRole("option").map((o) => o.textContent)).toEqual(["Hedgehog Homeby \u2068Hana\u2069", "The Hedge Mazeby \u2068Author 2\u2069"]);
    expect(within(within(listbox).getByRole("group", { name: "Stories" })).getByRole("option", { name: /Hedgehogs at night/ })).toBeInTheDocument();
    // An empty group is left out.
    expect(within(listbox).queryByRole("group", { name: "Projects" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("3 results");
    expect(store.get(searchAtom)).toEqual({ query: "hedg" });
  });

  it("arrow keys move through the options and Enter opens the chosen book", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "hedge");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}");
    const first = screen.getByRole("option", { name: /Hedgehog Home/ });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", first.id);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    // Past the last option it wraps to the first again.
    expect(screen.getByRole("option", { name: /Hedgehog Home/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("option", { name: /The Hedge Maze/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Book page bok_2")).toBeInTheDocument();
  });

  it("Escape closes the list; Enter with nothing chosen searches the library", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "hedge");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("hedge");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Library ?search=hedge")).toBeInTheDocument();
  });

  it("clicking a result opens it", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "hedgehog");
    await userEvent.click(await screen.findByRole("option", { name: /Hedgehog Home/ }));
    expect(await screen.findByText("Book page bok_1")).toBeInTheDocument();
  });

  it("shows the other groups the worker answers (charities, …) and opens their pages", async () => {
    stubFetch({
      "GET /api/combined/": () => ({
        body: { books: [], stories: [], charities: [{ id: "chr_1", name: "Hedgerow Trust", slug: "hedgerow-trust", summary: "Planting hedges" }], clubs: [{ id: "x", name: "Hedge club" }] },
      }),
    });
    renderPage(
      <Routes>
        <Route path="/" element={<HeaderSearch />} />
        <Route path="/charities/:slug" element={<p>Charity page</p>} />
      </Routes>,
    );
    await userEvent.type(screen.getByRole("combobox"), "hedge");
    const listbox = await screen.findByRole("listbox");
    // Known groups first, then any other in name order; empty groups left out.
    expect(within(listbox).getAllByRole("group").map((g) => document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent)).toEqual(["Charities", "Clubs"]);
    expect(within(within(listbox).getByRole("group", { name: "Clubs" })).getByRole("option", { name: "Hedge club" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(within(within(listbox).getByRole("group", { name: "Charities" })).getByRole("option", { name: /Hedgerow Trust/ }));
    expect(await screen.findByText("Charity page")).toBeInTheDocument();
  });

  it("says so when nothing matches", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: { books: [], stories: [] } }) });
    renderSearch();
    const box = screen.getByRole("combobox");
    await userEvent.type(box, "zzzz");
    expect(await screen.findByText("No results")).toBeVisible();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No results for zzzz"));
  });

  it("starts from the remembered query", async () => {
    store.set(searchAtom, { query: "owls" });
    const calls = stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    expect(screen.getByRole("combobox")).toHaveValue("owls");
    await userEvent.click(screen.getByRole("combobox"));
    await screen.findByRole("listbox");
    expect(new URL(calls[0].url, "http://localhost").searchParams.get("search")).toBe("owls");
  });

  it("a story opens its page", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: RESULTS }) });
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "hedgehog");
    await userEvent.click(await screen.findByRole("option", { name: /Hedgehogs at night/ }));
    expect(await screen.findByText("Story page hedgehogs-at-night")).toBeInTheDocument();
  });

  it("a story's suggestion names the author as the API presents them, isolated for right-to-left pages", async () => {
    stubFetch({ "GET /api/combined/": () => ({ body: { ...RESULTS, stories: [{ ...story, title: "Kites (RTL check).", author: { id: null, first_name: "Grace", last_name: "R." } }] } }) });
    renderSearch();
    await userEvent.type(screen.getByRole("combobox"), "kites");
    const option = await screen.findByRole("option", { name: /Kites/ });
    // "by Grace R." (it said "by Grace"); the name is isolated so that "بقلم Grace R." keeps its full stop after the R.
    expect(option.textContent).toBe("Kites (RTL check).by \u2068Grace R.\u2069");
  });
});
