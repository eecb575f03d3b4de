import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { RelatedBooks } from "@/features/library/books/components/related-books";
import { renderPage, stubFetch } from "../render";
import { book, page, queryOf } from "./fixtures";

describe("related books", () => {
  it("lists the same category first, then the same language, without the book itself or repeats", async () => {
    const calls = stubFetch({
      "GET /api/books/": ({ url }) => {
        const q = queryOf(url);
        if (q.category === "animals") return { body: page([book(1), book(2, { title: "Hedgehog Home" })]) };
        if (q.language === "fr") return { body: page([book(2, { title: "Hedgehog Home" }), book(3, { title: "Le Petit Chat", language: "fr" })]) };
        return { body: page([]) };
      },
    });
    renderPage(<RelatedBooks book={book(1, { language: "fr" })} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Related books" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "More books like this" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/library/bok_2", "/library/bok_3"]);
    const queries = calls.map((c) => queryOf(c.url));
    expect(queries).toEqual(expect.arrayContaining([expect.objectContaining({ category: "animals" }), expect.objectContaining({ language: "fr" })]));
  });

  it("shows nothing when no other book is alike", async () => {
    const calls = stubFetch({ "GET /api/books/": () => ({ body: page([book(7)]) }) });
    renderPage(<RelatedBooks book={book(7, { categories: [] })} />);
    expect(screen.getByRole("status", { name: "Loading related books" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status", { name: "Loading related books" })).toBeNull());
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0].url)).toMatchObject({ language: "en" });
    expect(screen.queryByRole("heading", { name: "Related books" })).toBeNull();
  });
});
