import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { StoryCardOut, StoryOut } from "@contracts/stories";
import LibraryHomePage from "@/app/routes/library/home";
import StoryPage from "@/app/routes/library/story";
import { searchAtom } from "@/features/search/state";
import { userAtom } from "@/lib/session";
import userEvent from "@testing-library/user-event";
import { student, teacher } from "../stories/fixtures";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { book, categories, page, queryOf } from "./fixtures";

const story = (n: number, over: Partial<StoryOut> = {}): StoryOut => ({
  id: `sty_${n}`,
  title: `Story number ${n}`,
  slug: `story-number-${n}`,
  body_html: `<p>Once upon a time <strong>a fox</strong> met a heron by the river.</p><ul><li>Fox</li><li>Heron</li></ul><p>${"They talked all day. ".repeat(20)}</p>`,
  cover: null,
  visibility: "public",
  status: "published",
  language: "en",
  rejection_reason: null,
  class_id: null,
  author: { id: null, first_name: "Grace", last_name: "R." },
  tenant_id: "ten_1",
  submitted_at: "2026-11-19T12:00:00Z",
  published_at: "2026-11-20T10:00:00Z",
  created_at: "2026-11-19T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  ...over,
});
const unisolated = (text: string | null) => (text ?? "").replace(/[\u2068\u2069]/g, "");
/** A story as GET /stories/?view=card answers it: no body, its first words (cut by the API). */
const card = ({ body_html: _body, ...s }: StoryOut, excerpt = "Once upon a time a fox met a heron by the river. Fox Heron They talked all day…"): StoryCardOut => ({ ...s, excerpt });

function stubLibrary(stories: StoryOut[]) {
  return stubFetch({
    "GET /api/book-stats": () => ({ body: { book_stats: { all_book: 2, featured_book: 0 } } }),
    "GET /api/book-categories/": () => ({ body: page(categories) }),
    "GET /api/books/facets": () => ({ body: { languages: [], levels: [] } }),
    "GET /api/books/": () => ({ body: page([book(1), book(2)], 2) }),
    "GET /api/stories/": ({ url }) => {
      const q = queryOf(url);
      const found = q.search ? stories.filter((s) => s.title.toLowerCase().includes(q.search.toLowerCase())) : stories;
      return { body: q.view === "card" ? page(found.map((s) => card(s))) : page(found) };
    },
  });
}

const storyCalls = (calls: { url: string }[]) => calls.filter((c) => new URL(c.url, "http://localhost").pathname === "/api/stories/").map((c) => queryOf(c.url));

describe("stories in the library", () => {
  it("the library's first page shows the newest stories under the books, each a card linking to its page with the author as the API names them", async () => {
    store.set(searchAtom, { query: "" });
    const calls = stubLibrary([story(1), story(2, { cover: "/api/files/covers/2.jpg", title: "The heron's secret" })]);
    renderPage(<LibraryHomePage />, { path: "/library" });
    const shelf = await screen.findByRole("list", { name: "Stories by our writers" });
    const first = within(shelf).getByRole("link", { name: /Story number 1/ });
    expect(first).toHaveAttribute("href", "/stories/story-number-1");
    expect(unisolated(first.textContent)).toContain("by Grace R.");
    // The shelf asks for cards (no bodies) and shows each card's excerpt, the API's plain text.
    expect(first.textContent).toContain("Once upon a time a fox met a heron by the river. Fox Heron They talked all day…");
    expect(first.innerHTML).not.toContain("<strong>");
    expect(within(shelf).getByRole("link", { name: /The heron's secret/ }).querySelector("img")).toHaveAttribute("src", "/api/files/covers/2.jpg");
    expect(storyCalls(calls)).toEqual([{ limit: "6", view: "card" }]);
  });

  it("a story without a cover (or whose cover cannot be loaded) shows a compact band with its initial in its own language, not a large empty picture", async () => {
    store.set(searchAtom, { query: "" });
    stubLibrary([story(1, { title: "قصة القمر", language: "ar" }), story(2, { cover: "/api/files/covers/2.jpg", title: "The heron's secret" })]);
    renderPage(<LibraryHomePage />, { path: "/library" });
    const shelf = await screen.findByRole("list", { name: "Stories by our writers" });
    const plain = within(shelf).getByRole("link", { name: /قصة القمر/ });
    const band = within(plain).getByTestId("story-cover-fallback");
    expect(band).toHaveClass("aspect-[4/1]");
    expect(band).toHaveAttribute("aria-hidden", "true");
    expect(band.textContent).toBe("ق");
    expect(within(band).getByText("ق")).toHaveAttribute("lang", "ar");
    expect(within(band).getByText("ق")).toHaveAttribute("dir", "rtl");

    const covered = within(shelf).getByRole("link", { name: /The heron's secret/ });
    expect(within(covered).queryByTestId("story-cover-fallback")).not.toBeInTheDocument();
    fireEvent.error(covered.querySelector("img")!);
    expect(within(covered).getByTestId("story-cover-fallback").textContent).toBe("T");
    expect(covered.querySelector("img")).toBeNull();
  });

  it("a search shows the matching stories too; a category or another section leaves the shelf out", async () => {
    store.set(searchAtom, { query: "" });
    const calls = stubLibrary([story(1, { title: "Heron days" }), story(2)]);
    const { unmount } = renderPage(<LibraryHomePage />, { path: "/library?search=heron" });
    const shelf = await screen.findByRole("list", { name: "Stories for “heron”" });
    expect(within(shelf).getAllByRole("link")).toHaveLength(1);
    expect(storyCalls(calls)).toContainEqual({ limit: "6", search: "heron", view: "card" });
    unmount();

    const before = storyCalls(calls).length;
    store.set(searchAtom, { query: "" });
    const { unmount: done } = renderPage(<LibraryHomePage />, { path: "/library?category=animals" });
    await screen.findByRole("list", { name: "Books" });
    done();
    store.set(searchAtom, { query: "" });
    renderPage(<LibraryHomePage />, { path: "/library?section=featured" });
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Featured Books" })).toBeInTheDocument());
    expect(storyCalls(calls)).toHaveLength(before);
    expect(screen.queryByRole("list", { name: /Stories/ })).not.toBeInTheDocument();
  });

  it("a story's page shows its title, author, date and sanitised body; an unknown or hidden story says so", async () => {
    stubFetch({
      "GET /api/stories/story-number-3/": () => ({ body: story(3, { title: "The long walk", language: "fr" }) }),
      "GET /api/stories/gone/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Story not found", requestId: "req_1" } } }),
    });
    const at = (slug: string) =>
      renderPage(
        <Routes>
          <Route path="/stories/:slug" element={<StoryPage />} />
        </Routes>,
        { path: `/stories/${slug}` },
      );
    const { unmount } = at("story-number-3");
    const title = await screen.findByRole("heading", { level: 1, name: "The long walk" });
    expect(title).toHaveAttribute("lang", "fr");
    expect(unisolated(screen.getByText(/^by /).textContent)).toBe("by Grace R.");
    expect(screen.getByText("a fox").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Back to the library" })).toHaveAttribute("href", "/library");
    unmount();

    at("gone");
    expect(await screen.findByRole("heading", { level: 1, name: "Story not found" })).toBeInTheDocument();
  });

  it("a story waiting for review offers its reviewer Approve and Reject on its page, and its author none", async () => {
    const pending = story(4, { status: "pending_review", published_at: null, author: { id: student.id, first_name: "Maya", last_name: "Okafor" } });
    const calls = stubFetch({
      "GET /api/stories/story-number-4/": () => ({ body: pending }),
      "POST /api/stories/sty_4/approve": () => ({ body: { ...pending, status: "published" } }),
      "POST /api/stories/sty_4/reject": () => ({ body: { ...pending, status: "rejected" } }),
    });
    const at = () =>
      renderPage(
        <Routes>
          <Route path="/stories/:slug" element={<StoryPage />} />
          <Route path="/dashboard" element={<p>Teacher dashboard</p>} />
        </Routes>,
        { path: "/stories/story-number-4" },
      );
    store.set(userAtom, student);
    const { unmount } = at();
    await screen.findByRole("heading", { level: 1, name: "Story number 4" });
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    unmount();

    store.set(userAtom, teacher);
    const user = userEvent.setup();
    at();
    const review = await screen.findByRole("region", { name: "Review this story" });
    await user.click(within(review).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/api/stories/sty_4/approve"))).toBe(true));

    await user.click(within(review).getByRole("button", { name: "Reject" }));
    await user.type(await screen.findByRole("textbox", { name: "Reason" }), "Please add an ending.");
    await user.click(screen.getByRole("button", { name: "Send back" }));
    expect(await screen.findByText("Teacher dashboard")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/api/stories/sty_4/reject"))?.body).toEqual({ reason: "Please add an ending." });
    store.set(userAtom, null);
  });
});
