import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SchoolBooksPage from "@/app/routes/school-admin/books";
import { renderPage, stubFetch } from "../render";
import { book, page, queryOf } from "../library/fixtures";

const pending = book(1, { title: "The Brave Fox", status: "pending_review", author_name: "Amara A." });
const published = book(2, { title: "Moon Walkers" });

function setup(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    "GET /api/book-monitoring/": ({ url }) => {
      const status = queryOf(url).status;
      return { body: page([pending, published].filter((b) => !status || b.status === status)) };
    },
    "GET /api/school-admin/settings/": () => ({ body: { review_teacher_uploads: false } }),
    "PATCH /api/school-admin/settings/": ({ body }) => ({ body: JSON.parse(String(body)) }),
    "POST /api/books/bok_1/approve": () => ({ body: { ...pending, status: "published" } }),
    "POST /api/books/bok_1/reject": ({ body }) => ({ body: { ...pending, status: "rejected", rejection_reason: JSON.parse(String(body)).reason } }),
    ...overrides,
  });
  const bookCalls = () => calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/book-monitoring/")).map((c) => queryOf(c.url));
  return { calls, bookCalls };
}

const open = () => renderPage(<SchoolBooksPage />, { path: "/admin/books", route: "/admin/books" });

describe("school book moderation", () => {
  it("shows the review queue first and filters by status and search", async () => {
    const { bookCalls } = setup();
    const user = userEvent.setup();
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Books" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: /The Brave Fox/ });
    expect(link).toHaveAttribute("href", "/library/bok_1");
    expect(bookCalls()[0].status).toBe("pending_review");
    // A pupil's name, isolated: on an Arabic page "by Amara A." would otherwise read ".Amara A by".
    expect(screen.getByText("by \u2068Amara A.\u2069")).toBeInTheDocument();
    expect(screen.queryByText("Moon Walkers")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "any");
    expect(await screen.findByText("Moon Walkers")).toBeInTheDocument();
    expect(bookCalls().at(-1)!.status).toBeUndefined();

    await user.type(screen.getByLabelText("Search books"), "moon");
    await waitFor(() => expect(bookCalls().at(-1)!.search).toBe("moon"));
  });

  it("switches the school's review of teachers' uploads", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole("checkbox", { name: /Review teachers' uploads before they are published/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText("Teachers' uploads will wait for your approval.")).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.body).toEqual({ review_teacher_uploads: true });
  });

  it("approves a book by posting to its approve URL", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Approve The Brave Fox" }));
    expect(await screen.findByText("“The Brave Fox” was approved and published.")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/books/bok_1/approve");
  });

  it("requires a reason to reject and posts it", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Reject The Brave Fox" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject book" });
    await user.click(within(dialog).getByRole("button", { name: "Reject book" }));
    expect(await within(dialog).findByText("Tell the uploader why (at most 500 characters)")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "Please add page numbers.");
    await user.click(within(dialog).getByRole("button", { name: "Reject book" }));
    expect(await screen.findByText("“\u2068The Brave Fox\u2069” was rejected.")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/books/bok_1/reject");
    expect(post.body).toEqual({ reason: "Please add page numbers." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's message when a decision fails", async () => {
    setup({ "POST /api/books/bok_1/approve": () => ({ status: 409, body: { error: { code: "CONFLICT", message: "This book is no longer waiting for review", requestId: "req_1" } } }) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Approve The Brave Fox" }));
    expect(await screen.findByText("This book is no longer waiting for review")).toBeInTheDocument();
  });
});
