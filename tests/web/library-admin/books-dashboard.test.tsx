import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BooksDashboardPage from "@/app/routes/admin-panel/books-dashboard";
import { renderPage, stubFetch } from "../render";
import { book, page, queryOf } from "../library/fixtures";

const COUNTS: Record<string, number> = { pending_review: 3, failed: 1, processing: 0, uploading: 0, draft: 2, published: 40, rejected: 4 };
const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString();
const pending = { ...book(1, { title: "The Brave Fox", status: "pending_review" }), latest_event: null };

function setup() {
  return stubFetch({
    "GET /api/book-monitoring/": ({ url }) => {
      const q = queryOf(url);
      if (q.limit === "1") return { body: page([], COUNTS[q.status]) };
      return { body: page([pending], 3) };
    },
    "GET /api/books/": () => ({ body: page([book(5, { created_at: daysAgo(0) }), book(6, { created_at: daysAgo(0) }), book(7, { created_at: daysAgo(2) }), book(8, { created_at: daysAgo(45) })], 4) }),
    "POST /api/books/bok_1/approve": () => ({ body: { ...pending, status: "published" } }),
  });
}

describe("books dashboard", () => {
  it("counts books by status with links to book monitoring", async () => {
    setup();
    renderPage(<BooksDashboardPage />, { path: "/admin-panel/books-dashboard", route: "/admin-panel/books-dashboard" });
    expect(screen.getByRole("heading", { level: 1, name: "Books dashboard" })).toBeInTheDocument();
    const published = await screen.findByRole("link", { name: /Published\s*40/ });
    expect(published).toHaveAttribute("href", "/admin-panel/book-monitoring?status=published");
    expect(screen.getByRole("link", { name: /Processing failed\s*1/ })).toBeInTheDocument();
  });

  it("shows the review queue with approve and reject", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderPage(<BooksDashboardPage />, { path: "/admin-panel/books-dashboard", route: "/admin-panel/books-dashboard" });
    const queue = screen.getByRole("region", { name: "Waiting for review" });
    expect(await within(queue).findByText("The newest 1 of 3 are shown.")).toBeInTheDocument();
    await user.click(within(queue).getByRole("button", { name: "Approve The Brave Fox" }));
    expect(await screen.findByText("“The Brave Fox” was approved and published.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.url).toBe("/api/books/bok_1/approve");
    expect(within(queue).getByRole("button", { name: "Reject The Brave Fox" })).toBeInTheDocument();
  });

  it("charts uploads of the last 30 days with a table of the same numbers", async () => {
    setup();
    const user = userEvent.setup();
    renderPage(<BooksDashboardPage />, { path: "/admin-panel/books-dashboard", route: "/admin-panel/books-dashboard" });
    const chart = await screen.findByRole("img", { name: "3 uploads over the last 30 days, at most 2 on one day." });
    expect(chart.children).toHaveLength(30);
    await user.click(screen.getByText("Show the numbers as a table"));
    const table = screen.getByRole("table", { name: "Uploads per day" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(30);
    await waitFor(() => expect(within(rows.at(-1)!).getByRole("cell")).toHaveTextContent("2"));
    expect(within(rows.at(-3)!).getByRole("cell")).toHaveTextContent("1");
  });
});
