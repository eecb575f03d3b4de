import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoryOut } from "@contracts/stories";
import DashboardPage from "@/app/routes/shell/dashboard";
import SchoolStoriesPage from "@/app/routes/school-admin/stories";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { envelope, page, queryOf, schoolAdmin, schoolHost, story, teacher } from "./fixtures";

beforeEach(() => clearSession());

const pupil = { id: "usr_p1", first_name: "Grace", last_name: "Rahman" };
const waiting = [
  story({ id: "sty_1", slug: "the-lost-kite-a1", title: "The Lost Kite", status: "pending_review", author: pupil, submitted_at: "2026-11-20T09:30:00.000Z", updated_at: "2026-11-21T08:00:00.000Z" }),
  story({ id: "sty_2", slug: "rain-b2", title: "Rain (RTL check).", status: "pending_review", language: "en", author: { id: "usr_p2", first_name: "Omar", last_name: "Haddad" } }),
];

/** The API as a teacher meets it: the queue is GET /stories/?status=pending_review; approve and reject take a story off it. */
function stubQueue(initial: StoryOut[] = waiting, answers: { reject?: () => { status?: number; body?: unknown } } = {}) {
  let queue = [...initial];
  const calls = stubFetch({
    "GET /api/current-tenant": schoolHost,
    "GET /api/books/": () => ({ body: page([]) }),
    "GET /api/stories/": ({ url }) => ({ body: page(queryOf(url).status === "pending_review" ? queue : []) }),
    "GET /api/teacher/book-stats/": () => ({ body: { classes: [] } }),
    "GET /api/teacher/blog-stats/": () => ({ body: { classes: [] } }),
    "POST /api/stories/sty_1/approve": () => {
      queue = queue.filter((s) => s.id !== "sty_1");
      return { body: { ...waiting[0], status: "published" } };
    },
    "POST /api/stories/sty_1/reject":
      answers.reject ??
      (({ body }) => {
        queue = queue.filter((s) => s.id !== "sty_1");
        return { body: { ...waiting[0], status: "rejected", rejection_reason: JSON.parse(String(body)).reason } };
      }),
  });
  return calls;
}

const queueList = () => screen.findByRole("list", { name: "Stories to review" });

describe("stories to review", () => {
  it("a teacher's dashboard lists their pupils' submitted stories: title, the pupil's full name, the date sent, and a link to read it", async () => {
    const calls = stubQueue();
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "Stories to review" })).toBeInTheDocument();
    const list = await queueList();
    const kite = within(list).getByRole("listitem", { name: "The Lost Kite" });
    expect(within(kite).getByText("Grace Rahman")).toBeInTheDocument();
    expect(within(kite).getByText("Written by")).toBeInTheDocument();
    // When it was sent, not when it last changed (its author fixed a typo in the title the next day).
    expect(within(kite).getByText("Sent for review").nextElementSibling!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-20T09:30:00.000Z");
    expect(within(kite).getByRole("link", { name: "Read The Lost Kite" })).toHaveAttribute("href", "/stories/the-lost-kite-a1");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const asked = calls.filter((c) => c.url.startsWith("/api/stories/") && queryOf(c.url).status === "pending_review");
    expect(asked).toHaveLength(1);
    expect(queryOf(asked[0].url)).toMatchObject({ status: "pending_review", limit: "20", view: "card" });
  });

  it("Approve publishes the story and takes it off the list", async () => {
    const calls = stubQueue();
    setUser(teacher);
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { path: "/dashboard" });
    const list = await queueList();
    await user.click(within(list).getByRole("button", { name: "Approve The Lost Kite" }));
    expect(await screen.findByText(/was approved and published/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/stories/sty_1/approve"]);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "The Lost Kite" })).not.toBeInTheDocument());
    expect(within(await queueList()).getByRole("listitem", { name: "Rain (RTL check)." })).toBeInTheDocument();
  });

  it("Reject asks for the reason the pupil will read (required), sends it, and takes the story off the list", async () => {
    const calls = stubQueue();
    setUser(teacher);
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { path: "/dashboard" });
    await user.click(within(await queueList()).getByRole("button", { name: "Reject The Lost Kite" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the story back" });
    expect(dialog.textContent).toContain("Tell \u2068Grace Rahman\u2069 what to change in “\u2068The Lost Kite\u2069”.");
    await user.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(await within(dialog).findByText("Tell the uploader why (at most 500 characters)")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "Please add an ending.");
    await user.click(within(dialog).getByRole("button", { name: "Send back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === "POST")!;
    expect([post.url, post.body]).toEqual(["/api/stories/sty_1/reject", { reason: "Please add an ending." }]);
    expect(await screen.findByText(/was sent back to its author/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "The Lost Kite" })).not.toBeInTheDocument());
  });

  it("a refusal from the server is shown and the dialog stays open", async () => {
    stubQueue(waiting, { reject: () => envelope(409, "CONFLICT", "This story was reviewed by someone else a moment ago.") });
    setUser(teacher);
    const user = userEvent.setup();
    renderPage(<DashboardPage />, { path: "/dashboard" });
    await user.click(within(await queueList()).getByRole("button", { name: "Reject The Lost Kite" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the story back" });
    await user.type(within(dialog).getByLabelText("Reason"), "Too short");
    await user.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(await screen.findByText("This story was reviewed by someone else a moment ago.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Send the story back" })).toBeInTheDocument();
  });

  it("people's words are isolated for right-to-left pages: each title and name is its own <bdi>", async () => {
    stubQueue();
    setUser(teacher);
    renderPage(<DashboardPage />, { path: "/dashboard" });
    const rain = within(await queueList()).getByRole("listitem", { name: "Rain (RTL check)." });
    expect(within(rain).getByText("Rain (RTL check).").tagName).toBe("BDI");
    expect(within(rain).getByText("Rain (RTL check).")).toHaveAttribute("lang", "en");
    expect(within(rain).getByText("Omar Haddad").tagName).toBe("BDI");
  });

  it("the school admin's page /admin/stories is the same queue, paged in the address; empty, it says so", async () => {
    const calls = stubQueue([]);
    setUser(schoolAdmin);
    renderPage(<SchoolStoriesPage />, { path: "/admin/stories?offset=20", route: "/admin/stories" });
    expect(screen.getByRole("heading", { level: 1, name: "Stories to review" })).toBeInTheDocument();
    expect(await screen.findByText("No stories are waiting for review.")).toBeInTheDocument();
    expect(queryOf(calls.find((c) => c.url.startsWith("/api/stories/"))!.url)).toMatchObject({ status: "pending_review", offset: "20" });
  });
});
