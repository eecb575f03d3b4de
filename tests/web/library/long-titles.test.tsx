import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import BookPage from "@/app/routes/library/book";
import { DashboardMyBooks } from "@/features/library/books/components/dashboard-my-books";
import { UploadSuccess } from "@/features/library/books/components/upload-success";
import { renderPage, stubFetch } from "../render";
import { book, page } from "./fixtures";

/*
 * A 251-character title without a space (the limit is 255) made pages thousands of pixels wide:
 * overflow-wrap: break-word wraps a long word only after its box has taken the word's full width
 * as its minimum, so flex and grid parents grew to it; overflow-wrap: anywhere (Tailwind's
 * wrap-anywhere) lets the word count as breakable when sizing too. jsdom lays nothing out, so
 * these check that each place a title is shown carries the wrapping classes.
 */
const LONG = `QA${"Supercalifragilisticexpialidocious".repeat(7)}`.slice(0, 251);
const longBook = book(7, { title: LONG, status: "pending_review", categories: [] });

describe("a long unbroken book title wraps", () => {
  it("on the upload's success card", () => {
    renderPage(<UploadSuccess book={longBook} onAnother={() => undefined} />);
    expect(screen.getByRole("heading", { name: `“${LONG}” is uploaded` })).toHaveClass("wrap-anywhere", "max-w-full");
  });

  it("in the dashboard's My books list, beside its status badge", async () => {
    stubFetch({ "GET /api/books/": () => ({ body: page([longBook]) }) });
    renderPage(<DashboardMyBooks userId="usr_t" />);
    const list = await screen.findByRole("list", { name: "My books" });
    expect(within(list).getByRole("link", { name: LONG })).toHaveClass("wrap-anywhere", "min-w-0");
    expect(within(list).getByText("Pending review")).toBeInTheDocument();
  });

  it("on the book's page: its heading, its drawn cover and a related book's card", async () => {
    const related = book(8, { title: `${LONG.slice(0, 250)}X` });
    stubFetch({ "GET /api/books/bok_7/": () => ({ body: longBook }), "GET /api/books/": () => ({ body: page([related]) }), "GET /api/catalog/": () => ({ body: { results: [] } }) });
    renderPage(
      <Routes>
        <Route path="/library/:id" element={<BookPage />} />
      </Routes>,
      { path: "/library/bok_7" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: LONG })).toHaveClass("wrap-anywhere");
    expect(within(screen.getAllByTestId("fallback-cover")[0]!).getByText(LONG)).toHaveClass("wrap-anywhere");
    const card = within(await screen.findByRole("list", { name: "More books like this" })).getByRole("link");
    expect(within(card).getAllByText(related.title).map((e) => e.className)).toEqual([expect.stringContaining("wrap-anywhere"), expect.stringContaining("wrap-anywhere")]);
  });
});
