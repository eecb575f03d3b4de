import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoryOut } from "@contracts/stories";
import type { UserProfile } from "@contracts/users";
import UploadBlogPage from "@/app/routes/library/upload-blog";
import UploadBlogStepsPage from "@/app/routes/library/upload-blog-steps";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { envelope, jsonOf, platformHost, schoolAdmin, schoolHost, story, student } from "./fixtures";

const SLUG = "the-brave-hedgehog-ab12";

/** A stateful stand-in for the stories API: PATCH merges into the stored story (bold and all, as the server keeps it). */
function stubStories(initial: StoryOut = story(), extra: Parameters<typeof stubFetch>[0] = {}) {
  let server = initial;
  const calls = stubFetch({
    "GET /api/current-tenant": schoolHost,
    [`GET /api/stories/${SLUG}/`]: () => ({ body: server }),
    "PATCH /api/stories/sty_1/": ({ body }) => {
      server = { ...server, ...JSON.parse(String(body)) };
      return { body: server };
    },
    "POST /api/stories/sty_1/approve": () => {
      server = { ...server, status: "published", published_at: "2026-03-02T10:00:00.000Z" };
      return { body: server };
    },
    ...extra,
  });
  const patches = () => calls.filter((c) => c.method === "PATCH").map(jsonOf);
  return { calls, patches };
}

function openWriter(user: UserProfile = student) {
  setUser(user);
  renderPage(<UploadBlogStepsPage />, { path: `/uploadblogsteps/${SLUG}`, route: "/uploadblogsteps/:slug", routes: { "/dashboard": <p>dashboard page</p> } });
}

const editor = () => screen.getByRole("textbox", { name: "Your story" });
function write(html: string) {
  const box = editor();
  box.innerHTML = html;
  fireEvent.input(box);
}

beforeEach(() => clearSession());
afterEach(() => vi.restoreAllMocks());

describe("/upload-blog", () => {
  it("checks the title, creates a private draft by default, then opens the writer at its slug", async () => {
    const calls = stubFetch({
      "GET /api/current-tenant": schoolHost,
      "POST /api/stories/": ({ body }) => ({ status: 201, body: story({ title: JSON.parse(String(body)).title, visibility: JSON.parse(String(body)).visibility }) }),
    });
    setUser(student);
    const user = userEvent.setup();
    renderPage(<UploadBlogPage />, { path: "/upload-blog", routes: { "/uploadblogsteps/:slug": <p>writer open</p> } });
    await user.click(await screen.findByRole("button", { name: /Start writing/ }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(screen.getByRole("radio", { name: /Private/ })).toBeChecked();
    expect(screen.getByText("Anyone can read it, on any school's site, once it is published.")).toBeInTheDocument();

    expect(screen.getByLabelText("Title")).toHaveAttribute("dir", "auto");
    await user.type(screen.getByLabelText("Title"), "  The Brave Hedgehog ");
    await user.click(screen.getByRole("radio", { name: /Community/ }));
    await user.click(screen.getByRole("button", { name: /Start writing/ }));
    expect(await screen.findByText("writer open")).toBeInTheDocument();
    expect(jsonOf(calls.find((c) => c.method === "POST")!)).toEqual({ title: "The Brave Hedgehog", visibility: "community", language: "en", body_html: "", status: "draft" });
  });

  it("shows the server's field message when the API refuses the title", async () => {
    stubFetch({
      "GET /api/current-tenant": schoolHost,
      "POST /api/stories/": () => envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", { title: ["Characters too long"] }),
    });
    setUser(student);
    const user = userEvent.setup();
    renderPage(<UploadBlogPage />, { path: "/upload-blog" });
    await user.type(await screen.findByLabelText("Title"), "Hedgehog");
    await user.click(screen.getByRole("button", { name: /Start writing/ }));
    expect(await screen.findByText("Characters too long")).toBeInTheDocument();
  });

  it("on the platform's own host, says stories are written on a school's site", async () => {
    stubFetch({ "GET /api/current-tenant": platformHost });
    setUser(student);
    renderPage(<UploadBlogPage />, { path: "/upload-blog" });
    expect(await screen.findByText("Stories are written on a school's site")).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });
});

describe("/uploadblogsteps/{slug}", () => {
  it("uploads a cover as soon as it is picked (checked first), and removes it", async () => {
    const { calls } = stubStories(story(), {
      "POST /api/stories/sty_1/cover/": () => ({ body: story({ cover: "/api/files/tenants/ten_1/covers/abc.png" }) }),
      "DELETE /api/stories/sty_1/cover/": () => ({ body: story({ cover: null }) }),
    });
    const user = userEvent.setup({ applyAccept: false });
    openWriter();
    const input = await screen.findByLabelText("Cover picture (optional)");
    await user.upload(input, new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(await screen.findByText("Only PNG, JPEG or WebP images are accepted.")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/cover/"))).toHaveLength(0);
    await user.upload(input, new File([new Uint8Array(64)], "cover.png", { type: "image/png" }));
    expect(await screen.findByText("Cover saved.")).toBeInTheDocument();
    expect(screen.getByAltText("Cover picture (optional) preview")).toHaveAttribute("src", "/api/files/tenants/ten_1/covers/abc.png");
    await user.click(screen.getByRole("button", { name: "Remove cover" }));
    expect(await screen.findByText("Cover removed.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("on the platform's own host shows the school-site message and loads no story", async () => {
    const calls = stubFetch({ "GET /api/current-tenant": platformHost });
    openWriter();
    expect(await screen.findByRole("heading", { level: 1, name: "Write a story" })).toBeInTheDocument();
    expect(await screen.findByText("Stories are written on a school's site")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/api/stories/"))).toBe(false);
  });

  it("validates each step with the contract's messages before moving on", async () => {
    const { patches } = stubStories();
    const user = userEvent.setup();
    openWriter();
    const title = await screen.findByLabelText("Title");
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Progress" })).getByText("Title").closest("li")).toHaveAttribute("aria-current", "step");

    await user.clear(title);
    expect(await screen.findByText("Required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByText("Not saved: please check the highlighted fields")).toBeInTheDocument();

    await user.type(title, "Hedgehog Days");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Step 2 of 4")).toBeInTheDocument();
    expect(patches()).toEqual([{ title: "Hedgehog Days" }]);

    write("<p> <br></p>");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Write your story")).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(editor()).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: /Back/ }));
    expect(await screen.findByLabelText("Title")).toHaveValue("Hedgehog Days");
  });

  it("autosaves a moment after typing, sending only what changed, mapped to the tags the server keeps", async () => {
    const { patches } = stubStories();
    const user = userEvent.setup();
    openWriter();
    await user.type(await screen.findByLabelText("Title"), "!");
    expect(screen.getByRole("status")).toHaveTextContent("Unsaved changes");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    expect(patches()).toEqual([{ title: "The Brave Hedgehog!" }]);

    await user.click(screen.getByRole("button", { name: /Next/ }));
    write('<div><b>Once</b> upon a <i>time</i> <span style="color:red">there</span> was <a href="https://example.org" onclick="x()">a hedgehog</a>.</div>');
    expect(screen.getByRole("status")).toHaveTextContent("Unsaved changes");
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ body_html: '<p><strong>Once</strong> upon a <em>time</em> there was <a href="https://example.org">a hedgehog</a>.</p>' });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));

    // Typing again in quick succession is one save, not one per keystroke.
    write("<p>A</p>");
    write("<p>AB</p>");
    write("<p>ABC</p>");
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(patches()[2]).toEqual({ body_html: "<p>ABC</p>" });
  });

  it("leaving the writer saves what was typed since the last save", async () => {
    const { patches } = stubStories();
    setUser(student);
    const user = userEvent.setup();
    const view = renderPage(<UploadBlogStepsPage />, { path: `/uploadblogsteps/${SLUG}`, route: "/uploadblogsteps/:slug" });
    await user.type(await screen.findByLabelText("Title"), "?");
    expect(patches()).toEqual([]);
    view.unmount();
    await waitFor(() => expect(patches()).toEqual([{ title: "The Brave Hedgehog?" }]));
  });

  it("a failed autosave says so with the server's message", async () => {
    stubStories(story(), { "PATCH /api/stories/sty_1/": () => envelope(409, "CONFLICT", "This story is already published; ask a school admin to change it.") });
    const user = userEvent.setup();
    openWriter();
    await user.type(await screen.findByLabelText("Title"), "!");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Not saved: This story is already published; ask a school admin to change it."));
  });

  it("saves the story's language and marks the preview's title and body with its lang and dir", async () => {
    const { patches } = stubStories(story({ language: "hi" }));
    const user = userEvent.setup();
    openWriter();
    const language = await screen.findByLabelText("Language");
    expect(language).toHaveValue("hi");
    await user.selectOptions(language, "ar");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Step 2 of 4");
    expect(patches()).toEqual([{ language: "ar" }]);
    write("<p>كان القنفذ شجاعا.</p>");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Step 3 of 4")).toBeInTheDocument();

    const preview = screen.getByRole("article", { name: "Story preview" });
    const title = within(preview).getByRole("heading", { name: "The Brave Hedgehog" });
    expect(title).toHaveAttribute("lang", "ar");
    expect(title).toHaveAttribute("dir", "rtl");
    const body = within(preview).getByText("كان القنفذ شجاعا.").closest("[lang]");
    expect(body).toHaveAttribute("lang", "ar");
    expect(body).toHaveAttribute("dir", "rtl");
    // The interface's own words around it keep the page's language.
    expect(within(preview).getByText("by \u2068Ava Adams\u2069").closest("[lang]")).toBe(document.documentElement);
  });

  it("a student goes through the steps, previews the story and submits it for review", async () => {
    const { patches, calls } = stubStories();
    const user = userEvent.setup();
    openWriter();
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Step 2 of 4");
    write("<h2>Chapter one</h2><p>The hedgehog was brave.</p>");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Step 3 of 4")).toBeInTheDocument();
    expect(patches()).toEqual([{ body_html: "<h2>Chapter one</h2><p>The hedgehog was brave.</p>" }]);

    const preview = screen.getByRole("article", { name: "Story preview" });
    expect(within(preview).getByRole("heading", { name: "The Brave Hedgehog" })).toBeInTheDocument();
    expect(within(preview).getByRole("heading", { name: "Chapter one" })).toBeInTheDocument();
    expect(within(preview).getByText("by \u2068Ava Adams\u2069")).toBeInTheDocument();
    expect(screen.queryByLabelText("Class")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Public/ }));

    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Step 4 of 4")).toBeInTheDocument();
    expect(patches()[1]).toEqual({ visibility: "public" });
    expect(screen.getByText(/A teacher or school admin reads every story/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Submit for review/ }));

    expect(await screen.findByRole("heading", { name: "Your story was sent for review" })).toHaveFocus();
    expect(screen.getByText("Pending review")).toBeInTheDocument();
    expect(patches().at(-1)).toEqual({ status: "pending_review" });
    expect(calls.some((c) => c.url.endsWith("/approve"))).toBe(false);
    await user.click(screen.getByRole("link", { name: "Go to your dashboard" }));
    expect(await screen.findByText("dashboard page")).toBeInTheDocument();
  });

  it("a school admin publishes straight away (submit, then approve)", async () => {
    const { calls } = stubStories(story({ body_html: "<p>Ready.</p>", author: { id: schoolAdmin.id, first_name: "Adam", last_name: "Admin" } }));
    const user = userEvent.setup();
    openWriter(schoolAdmin);
    await screen.findByLabelText("Title");
    for (const n of [2, 3, 4]) {
      await user.click(screen.getByRole("button", { name: /Next/ }));
      await screen.findByText(`Step ${n} of 4`);
    }
    await user.click(screen.getByRole("button", { name: /Publish story/ }));
    expect(await screen.findByRole("heading", { name: "Your story is published!" })).toBeInTheDocument();
    expect(screen.getByText("Published")).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${new URL(c.url, "http://localhost").pathname}`)).toEqual(["PATCH /api/stories/sty_1/", "POST /api/stories/sty_1/approve"]);
  });

  it("shows the API's refusal of an empty story at the submit step, with a way back", async () => {
    stubStories(story({ body_html: "<p>x</p>" }), {
      "PATCH /api/stories/sty_1/": () => envelope(400, "VALIDATION_FAILED", "Please check the highlighted fields", { body_html: ["Write your story before sending it for review"] }),
    });
    const user = userEvent.setup();
    openWriter();
    await screen.findByLabelText("Title");
    for (const n of [2, 3, 4]) {
      await user.click(screen.getByRole("button", { name: /Next/ }));
      await screen.findByText(`Step ${n} of 4`);
    }
    await user.click(screen.getByRole("button", { name: /Submit for review/ }));
    expect(await screen.findByText("Write your story before sending it for review")).toBeInTheDocument();
    expect(screen.getByText("Please check the highlighted fields")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go back to writing" }));
    expect(await screen.findByText("Step 2 of 4")).toBeInTheDocument();
  });

  it("the toolbar runs the editing commands and asks for a safe link address", async () => {
    stubStories();
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    const user = userEvent.setup();
    openWriter();
    await user.click(await screen.findByRole("button", { name: /Next/ }));
    await screen.findByText("Step 2 of 4");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    await user.click(within(toolbar).getByRole("button", { name: "Bold" }));
    await user.click(within(toolbar).getByRole("button", { name: "Italic" }));
    await user.click(within(toolbar).getByRole("button", { name: "Heading" }));
    await user.click(within(toolbar).getByRole("button", { name: "Bulleted list" }));
    await user.click(within(toolbar).getByRole("button", { name: "Numbered list" }));
    expect(exec.mock.calls.map((c: unknown[]) => [c[0], c[2]]).filter(([cmd]) => cmd !== "defaultParagraphSeparator")).toEqual([
      ["bold", undefined],
      ["italic", undefined],
      ["formatBlock", "<h2>"],
      ["insertUnorderedList", undefined],
      ["insertOrderedList", undefined],
    ]);

    await user.click(within(toolbar).getByRole("button", { name: "Link" }));
    const address = screen.getByLabelText("Link address");
    await user.clear(address);
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add link" }));
    expect(screen.getByText("Enter a web address starting with https:// (or mailto:)")).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, "https://example.org/hedgehogs{Enter}");
    expect(exec.mock.calls.at(-1)).toEqual(["insertHTML", false, '<a href="https://example.org/hedgehogs">https://example.org/hedgehogs</a>']);
    expect(screen.queryByLabelText("Link address")).not.toBeInTheDocument();
  });

  it("a published story cannot be changed by its student author", async () => {
    stubStories(story({ status: "published" }));
    openWriter();
    expect(await screen.findByText(/is published, so it can no longer be changed here/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
