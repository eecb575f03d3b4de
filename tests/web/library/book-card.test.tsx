import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { BookGrid } from "@/features/library/books/components/book-card";
import { renderPage } from "../render";
import { book } from "./fixtures";

describe("a book card", () => {
  it("isolates the author's name (on an Arabic page 'Amara A.' read '.Amara A')", () => {
    renderPage(<BookGrid books={[book(1, { author_name: "Amara A." })]} label="Books" />);
    // The name under the cover (the drawn fallback cover also prints it).
    const byline = screen.getAllByText("Amara A.").filter((el) => el.className.includes("text-ink-muted"));
    expect(byline).toHaveLength(1);
    expect(byline[0].tagName).toBe("BDI");
  });
});
