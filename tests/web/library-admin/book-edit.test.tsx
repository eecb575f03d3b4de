import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AdminBookPage from "@/app/routes/admin-panel/book";
import AllBooksPage from "@/app/routes/admin-panel/all-books";
import ViewBookPage from "@/app/routes/admin-panel/view-book";
import { PUPIL_FULL_NAME_MESSAGE } from "@contracts/books";
import { renderPage, stubFetch } from "../render";
import { book, categories, page, queryOf } from "../library/fixtures";
import { greenfield } from "../admin-panel/fixtures";

const loaded = book(1, { title: "The Brave Fox", status: "pending_review", categories: [{ id: "cat_animals", name: "Animals", slug: "animals" }] });

function setup(patchAnswer?: () => { status?: number; body?: unknown }) {
  const calls = stubFetch({
    "GET /api/books/": () => ({ body: page([loaded, book(2, { title: "Moon Walkers", tenant_id: null, featured: true })]) }),
    "GET /api/books/bok_1/": () => ({ body: loaded }),
    "PATCH /api/books/bok_1/": patchAnswer ?? (({ body }) => ({ body: { ...loaded, ...JSON.parse(String(body)) } })),
    "GET /api/book-categories/": () => ({ body: page(categories) }),
    "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
  });
  return calls;
}

const openEdit = () => renderPage(<AdminBookPage />, { path: "/admin-panel/book/bok_1", route: "/admin-panel/book/:bookId?" });

describe("staff book screens", () => {
  it("lists every status by default with view and edit links", async () => {
    const calls = setup();
    renderPage(<AllBooksPage />, { path: "/admin-panel/all-books", route: "/admin-panel/all-books" });
    expect(screen.getByRole("heading", { level: 1, name: "All books" })).toBeInTheDocument();
    const row = (await screen.findByRole("link", { name: "The Brave Fox" })).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Edit The Brave Fox" })).toHaveAttribute("href", "/admin-panel/book/bok_1");
    expect(within(row).getByRole("link", { name: "View The Brave Fox" })).toHaveAttribute("href", "/admin-panel/view-book/bok_1");
    expect(await within(row).findByText("Greenfield Primary School")).toBeInTheDocument();
    expect(within(screen.getByRole("link", { name: "Moon Walkers" }).closest("tr")!).getByText("Platform")).toBeInTheDocument();
    expect(queryOf(calls.find((c) => c.url.startsWith("/api/books/"))!.url).status).toBe("any");
  });

  it("sends only the fields that changed", async () => {
    const calls = setup();
    const user = userEvent.setup();
    openEdit();
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("The Brave Fox");
    await screen.findByLabelText("Space");

    await user.clear(title);
    await user.type(title, "The Bravest Fox");
    await user.selectOptions(screen.getByLabelText("Visibility"), "community");
    await user.click(screen.getByLabelText("Featured in the library"));
    await user.click(screen.getByLabelText("Space"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Book updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toBe("/api/books/bok_1/");
    expect(patch.body).toEqual({ title: "The Bravest Fox", visibility: "community", featured: true, category_ids: ["cat_animals", "cat_space"] });
  });

  it("does not send anything when nothing changed, and validates before sending", async () => {
    const calls = setup();
    const user = userEvent.setup();
    openEdit();
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Nothing has changed.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Language"));
    await user.type(screen.getByLabelText("Language"), "English!");
    await user.clear(screen.getByLabelText("Title"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Enter a language code such as en or pt-br")).toBeInTheDocument();
    expect(screen.getByText("Required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("puts the server's field messages on the form", async () => {
    setup(() => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { category_ids: ["Choose categories from the list"] }, requestId: "req_1" } } }));
    const user = userEvent.setup();
    openEdit();
    await user.click(await screen.findByLabelText("Space"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Choose categories from the list")).toBeInTheDocument();
    expect(await screen.findByText("Error saving the book. Please try again.")).toBeInTheDocument();
  });

  it("says no pupil's full name is shown, and puts the server's refusal of one on the author", async () => {
    setup(() => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { author_name: [PUPIL_FULL_NAME_MESSAGE] }, requestId: "req_2" } } }));
    const user = userEvent.setup();
    openEdit();
    const author = await screen.findByLabelText("Author");
    expect(author).toHaveAccessibleDescription(PUPIL_FULL_NAME_MESSAGE);
    await user.clear(author);
    await user.type(author, "Amara Adams");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(author).toHaveAttribute("aria-invalid", "true"));
    expect(author).toHaveAccessibleDescription(PUPIL_FULL_NAME_MESSAGE);
  });

  it("shows a book's details and the reader", async () => {
    stubFetch({
      "GET /api/books/bok_3/": () => ({ body: book(3, { title: "Lost Pages", status: "failed", processing_error: "The file is not a valid PDF", file: null }) }),
      "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
    });
    renderPage(<ViewBookPage />, { path: "/admin-panel/view-book/bok_3", route: "/admin-panel/view-book/:bookId?" });
    expect(await screen.findByRole("heading", { level: 1, name: "Lost Pages" })).toBeInTheDocument();
    expect(screen.getByText("The file is not a valid PDF")).toBeInTheDocument();
    expect(await screen.findByText("Greenfield Primary School")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/admin-panel/book/bok_3");
    expect(screen.getByRole("heading", { level: 2, name: "Read" })).toBeInTheDocument();
    expect(screen.getByText("This book's file is not available.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Processing failed")).toBeInTheDocument());
  });
});
