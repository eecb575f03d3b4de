import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClassItemStats, TeacherItemStatsOut } from "@contracts/teacher-stats";
import DashboardPage from "@/app/routes/shell/dashboard";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { book } from "../library/fixtures";
import { envelope, page, platformHost, queryOf, schoolHost, story, student, teacher } from "./fixtures";

beforeEach(() => clearSession());

const counts = (uploads: number, published: number, pending: number, reads: number, reactions: number) => ({ uploads, published, pending, reads, reactions });
const year4: ClassItemStats = {
  class_id: "cls_y4",
  class_name: "Year 4 Blue",
  ...counts(7, 5, 2, 31, 12),
  students: [{ student_id: "usr_s1", first_name: "Ava", last_name: "Adams", ...counts(3, 2, 1, 9, 4) }],
};
const stats = (classes: ClassItemStats[]): TeacherItemStatsOut => ({ classes });

const mine = {
  "GET /api/books/": () => ({ body: page([book(1, { title: "Moon Book", status: "published" }), book(2, { title: "Sun Book", status: "rejected", rejection_reason: "The file is blurry" })]) }),
  "GET /api/stories/": () => ({
    body: page([story({ title: "Hedgehog Days", status: "pending_review" }), story({ id: "sty_2", slug: "fox-x1", title: "Fox Tale", status: "rejected", rejection_reason: "Add an ending" }), story({ id: "sty_3", slug: "owl-x2", title: "Owl", status: "draft" })]),
  }),
};

describe("dashboard header", () => {
  it("a pupil has no email: no envelope beside their name, their username once, under Your account", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, ...mine });
    setUser(student);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Ava Adams" })).toBeInTheDocument();
    expect(screen.getAllByText("greenfield.student01")).toHaveLength(1);
  });

  it("a teacher's email is beside their name", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, ...mine });
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Tess Teacher" })).toBeInTheDocument();
    expect(screen.getAllByText("t@example.org").length).toBeGreaterThanOrEqual(1);
  });
});

describe("dashboard library sections", () => {
  it("a student sees their books and stories with status badges, reasons and links; no class stats", async () => {
    const calls = stubFetch({ "GET /api/current-tenant": schoolHost, ...mine });
    setUser(student);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    const books = await screen.findByRole("list", { name: "My books" });
    expect(within(books).getByRole("link", { name: "Moon Book" })).toHaveAttribute("href", "/library/bok_1");
    expect(within(books).getByText("Published")).toBeInTheDocument();
    // Their own book a reviewer sent back: the review queue's words, not "Rejected", and what to do next.
    expect(within(books).getByText("Sent back")).toBeInTheDocument();
    expect(within(books).queryByText("Rejected")).toBeNull();
    // The reason is the reviewer's own text, isolated so a right-to-left sentence keeps its punctuation.
    expect(within(books).getByText("Reason: \u2068The file is blurry\u2069")).toBeInTheDocument();
    expect(within(books).getByText("Open it to send a corrected file.")).toBeInTheDocument();
    expect(within(books).getAllByText(/^Open it/)).toHaveLength(1);

    const stories = await screen.findByRole("list", { name: "My stories" });
    expect(within(stories).getByRole("link", { name: "Hedgehog Days" })).toHaveAttribute("href", "/storyedit?slug=the-brave-hedgehog-ab12");
    expect(within(stories).getByText("Pending review")).toBeInTheDocument();
    expect(within(stories).getByText("Draft")).toBeInTheDocument();
    expect(within(stories).getByText("Reason: \u2068Add an ending\u2069")).toBeInTheDocument();
    expect(within(stories).getByText("Sent back")).toBeInTheDocument();
    expect(within(stories).getByText("Open it to change it and send it again.")).toBeInTheDocument();

    const urls = calls.map((c) => c.url);
    expect(queryOf(urls.find((u) => u.startsWith("/api/books/"))!)).toMatchObject({ uploader: student.id, status: "any" });
    expect(queryOf(urls.find((u) => u.startsWith("/api/stories/"))!)).toMatchObject({ author: student.id, status: "any", view: "card" });
    expect(urls.some((u) => u.includes("/teacher/"))).toBe(false);
    expect(screen.getByRole("link", { name: /Write a story/ })).toHaveAttribute("href", "/upload-blog");
  });

  it("empty lists say so", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/books/": () => ({ body: page([]) }), "GET /api/stories/": () => ({ body: page([]) }) });
    setUser(student);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByText("You have not uploaded any books yet.")).toBeInTheDocument();
    expect(await screen.findByText("You have not written any stories yet.")).toBeInTheDocument();
  });

  it("a teacher sees per-class book and story stats, with each class's students", async () => {
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      ...mine,
      "GET /api/teacher/book-stats/": () => ({ body: stats([year4]) }),
      "GET /api/teacher/blog-stats/": () => ({ body: stats([{ ...year4, ...counts(4, 1, 3, 6, 2), students: [] }]) }),
    });
    setUser(teacher);
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { path: "/dashboard" });
    const bookTable = await screen.findByRole("region", { name: "Books per class" });
    const row = within(bookTable).getByRole("row", { name: /Year 4 Blue/ });
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual(["7", "5", "2", "31", "12"]);
    expect(within(bookTable).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Class", "Added", "Published", "Pending review", "Reads", "Reactions"]);

    await user.click(screen.getByText("Books by student in Year 4 Blue"));
    const students = screen.getByRole("region", { name: "Books by student in Year 4 Blue" });
    expect(within(within(students).getByRole("row", { name: /Ava Adams/ })).getAllByRole("cell").map((c) => c.textContent)).toEqual(["3", "2", "1", "9", "4"]);

    const storyTable = await screen.findByRole("region", { name: "Stories per class" });
    expect(within(within(storyTable).getByRole("row", { name: /Year 4 Blue/ })).getAllByRole("cell").map((c) => c.textContent)).toEqual(["4", "1", "3", "6", "2"]);
    expect(screen.queryByText("Stories by student in Year 4 Blue")).not.toBeInTheDocument();
  });

  it("a teacher without classes sees the empty states", async () => {
    stubFetch({ "GET /api/current-tenant": schoolHost, ...mine, "GET /api/teacher/book-stats/": () => ({ body: stats([]) }), "GET /api/teacher/blog-stats/": () => ({ body: stats([]) }) });
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByText("No classes yet, so there are no book stats.")).toBeInTheDocument();
    expect(await screen.findByText("No classes yet, so there are no story stats.")).toBeInTheDocument();
  });

  it("a failure shows the server's message when it sent one", async () => {
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      ...mine,
      "GET /api/teacher/book-stats/": () => envelope(503, "UNAVAILABLE", "Book stats are being rebuilt, try again in a minute."),
      "GET /api/teacher/blog-stats/": () => envelope(403, "FORBIDDEN", "You do not have permission to see story stats."),
    });
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByText("Book stats are being rebuilt, try again in a minute.")).toBeInTheDocument();
    expect(await screen.findByText("You do not have permission to see story stats.")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch book stats")).not.toBeInTheDocument();
  });

  it("a failure without a server message shows exactly the fixed fallbacks", async () => {
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      ...mine,
      "GET /api/teacher/book-stats/": () => ({ status: 502, body: "Bad gateway" }),
      "GET /api/teacher/blog-stats/": () => ({ status: 500, body: "<html>oops</html>" }),
    });
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect((await screen.findByText("Failed to fetch book stats")).textContent).toBe("Failed to fetch book stats");
    expect((await screen.findByText("Failed to fetch story stats")).textContent).toBe("Failed to fetch story stats");
  });

  it("on the platform's host a teacher gets no class stats (they live on the school's site)", async () => {
    const calls = stubFetch({ "GET /api/current-tenant": platformHost, ...mine });
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    await screen.findByRole("list", { name: "My stories" });
    expect(calls.some((c) => c.url.includes("/teacher/"))).toBe(false);
  });
});
