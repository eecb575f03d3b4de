import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoryOut } from "@contracts/stories";
import StoryEditPage from "@/app/routes/library/story-edit";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { envelope, jsonOf, page, queryOf, schoolHost, story, student, teacher } from "./fixtures";

beforeEach(() => clearSession());

function stubEdit(initial: StoryOut, extra: Parameters<typeof stubFetch>[0] = {}) {
  let server = initial;
  return stubFetch({
    "GET /api/current-tenant": schoolHost,
    [`GET /api/stories/${initial.slug}/`]: () => ({ body: server }),
    [`PATCH /api/stories/${initial.id}/`]: ({ body }) => {
      server = { ...server, ...JSON.parse(String(body)) };
      return { body: server };
    },
    [`DELETE /api/stories/${initial.id}/`]: () => ({ status: 204 }),
    "GET /api/stories/": () => ({ body: page([]) }),
    ...extra,
  });
}

describe("/storyedit", () => {
  it("without a story, lists my stories (every status) to choose one", async () => {
    const calls = stubFetch({
      "GET /api/stories/": () => ({ body: page([story(), story({ id: "sty_2", slug: "moon-cd34", title: "Moon", status: "rejected", rejection_reason: "Add an ending" })]) }),
    });
    setUser(student);
    renderPage(<StoryEditPage />, { path: "/storyedit" });
    const list = await screen.findByRole("list", { name: "Your stories" });
    expect(within(list).getByRole("link", { name: "The Brave Hedgehog" })).toHaveAttribute("href", "/storyedit?slug=the-brave-hedgehog-ab12");
    // A child reads that their teacher sent the story back, the words the review queue uses, not "Rejected".
    expect(within(list).getByText("Sent back")).toBeInTheDocument();
    expect(within(list).queryByText("Rejected")).not.toBeInTheDocument();
    expect(within(list).getByText("Draft")).toBeInTheDocument();
    expect(queryOf(calls[0].url)).toMatchObject({ author: student.id, status: "any", view: "card" });
  });

  it("an empty list offers to write a story", async () => {
    stubFetch({ "GET /api/stories/": () => ({ body: page([]) }) });
    setUser(student);
    renderPage(<StoryEditPage />, { path: "/storyedit" });
    expect(await screen.findByText("You have not written any stories yet.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Write a story/ })[0]).toHaveAttribute("href", "/upload-blog");
  });

  it("edits a rejected story with the same editor, saves only what changed and resubmits it", async () => {
    const calls = stubEdit(story({ status: "rejected", rejection_reason: "Add an ending", body_html: "<p>Once.</p>" }));
    setUser(student);
    const user = userEvent.setup();
    renderPage(<StoryEditPage />, { path: "/storyedit?slug=the-brave-hedgehog-ab12" });
    // The reviewer's reason is its own <bdi>, so an Arabic page keeps its punctuation where it was written.
    const reason = await screen.findByText("Add an ending");
    expect(reason.tagName).toBe("BDI");
    expect(reason.parentElement!.textContent).toBe("Reason: Add an ending");
    // The banner says what happened and what to do next, in words a child reads as a step, not a verdict.
    expect(screen.getByText("Your story was sent back to you")).toBeInTheDocument();
    expect(screen.getByText("Change it, then press Submit for review to send it again.")).toBeInTheDocument();
    expect(screen.queryByText("This story was not approved")).not.toBeInTheDocument();
    const editor = screen.getByRole("textbox", { name: "Your story" });
    expect(editor.innerHTML).toBe("<p>Once.</p>");
    expect(within(screen.getByRole("toolbar", { name: "Formatting" })).getByRole("button", { name: "Bold" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Title"));
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "The Braver Hedgehog");
    editor.innerHTML = "<p>Once. <b>The end.</b></p>";
    fireEvent.input(editor);
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    expect(await screen.findByText("Your changes are saved.")).toBeInTheDocument();
    expect(jsonOf(calls.filter((c) => c.method === "PATCH")[0])).toEqual({ title: "The Braver Hedgehog", body_html: "<p>Once. <strong>The end.</strong></p>" });

    await user.click(screen.getByRole("button", { name: /Submit for review/ }));
    expect(await screen.findByText("Your story was sent for review.")).toBeInTheDocument();
    expect(jsonOf(calls.filter((c) => c.method === "PATCH")[1])).toEqual({ status: "pending_review" });
    expect(screen.getByText("Pending review")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Submit for review/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when a save is refused", async () => {
    stubEdit(story(), { "PATCH /api/stories/sty_1/": () => envelope(403, "FORBIDDEN", "You do not have permission to change this story.") });
    setUser(student);
    const user = userEvent.setup();
    renderPage(<StoryEditPage />, { path: "/storyedit?slug=the-brave-hedgehog-ab12" });
    await user.type(await screen.findByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    expect(await screen.findByText("You do not have permission to change this story.")).toBeInTheDocument();
  });

  it("deletes only after confirmation, then returns to the list", async () => {
    const calls = stubEdit(story());
    setUser(student);
    const user = userEvent.setup();
    renderPage(<StoryEditPage />, { path: "/storyedit?slug=the-brave-hedgehog-ab12" });
    await user.click(await screen.findByRole("button", { name: /Delete story/ }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this story?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: /Delete story/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete story" }));
    expect(await screen.findByText("“\u2068The Brave Hedgehog\u2069” was deleted.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => new URL(c.url, "http://localhost").pathname)).toEqual(["/api/stories/sty_1/"]);
    expect(await screen.findByText("You have not written any stories yet.")).toBeInTheDocument();
  });

  it("opens a story by ?id= too; a published one is shown read-only to its student author", async () => {
    stubFetch({ "GET /api/stories/sty_9/": () => ({ body: story({ id: "sty_9", status: "published", body_html: "<p>Done and dusted.</p>" }) }) });
    setUser(student);
    renderPage(<StoryEditPage />, { path: "/storyedit?id=sty_9" });
    expect(await screen.findByText("Done and dusted.")).toBeInTheDocument();
    expect(screen.getByText(/Published stories can only be changed by a school admin/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Save changes/ })).not.toBeInTheDocument();
  });

  it("a pupil's story waiting for review, opened here by their teacher, says it is reviewed on the story's page and links there (no form, no 'published' message)", async () => {
    stubFetch({
      "GET /api/stories/the-lost-kite-a1/": () => ({
        body: story({ id: "sty_4", slug: "the-lost-kite-a1", title: "The Lost Kite", status: "pending_review", body_html: "<p>The kite flew away.</p>", author: { id: "usr_p1", first_name: "Grace", last_name: "Rahman" } }),
      }),
    });
    setUser(teacher);
    renderPage(<StoryEditPage />, { path: "/storyedit?slug=the-lost-kite-a1" });
    const note = (await screen.findByText(/This story is waiting for your review\./)).closest<HTMLElement>("[role=status]")!;
    expect(note).toHaveTextContent("Pending review This story is waiting for your review. It is not changed here: read it on its page, then approve it or send it back to its author with your reason.");
    expect(within(note).getByRole("link", { name: "Review it on the story's page" })).toHaveAttribute("href", "/stories/the-lost-kite-a1");
    expect(screen.getByText("The kite flew away.")).toBeInTheDocument();
    expect(screen.queryByText(/Published stories can only be changed/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Save changes/ })).not.toBeInTheDocument();
  });

  it("a teacher can file the story under a class they teach", async () => {
    const calls = stubEdit(story({ author: { id: teacher.id, first_name: "Tess", last_name: "Teacher" } }), {
      "GET /api/v1/teacher/school-classes/": () => ({ body: page([{ id: "cls_y4", name: "Year 4 Blue", code: "GREEN4", teacher: null, student_count: 25, archived: false }]) }),
    });
    setUser(teacher);
    const user = userEvent.setup();
    renderPage(<StoryEditPage />, { path: "/storyedit?slug=the-brave-hedgehog-ab12" });
    const select = await screen.findByLabelText("Class");
    await screen.findByRole("option", { name: "Year 4 Blue" });
    await user.selectOptions(select, "cls_y4");
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    await screen.findByText("Your changes are saved.");
    expect(jsonOf(calls.find((c) => c.method === "PATCH")!)).toEqual({ class_id: "cls_y4" });
  });
});
