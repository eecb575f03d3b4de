import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserProfile } from "@contracts/users";
import UploadBookPage from "@/app/routes/library/upload-book";
import { setInterfaceLocale } from "@/lib/i18n";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { book, categories, page } from "./fixtures";

const teacher: UserProfile = { id: "usr_t", first_name: "Tess", last_name: "Teacher", email: "t@example.org", username: "t@example.org", is_staff: false, country: null, avatar: null, role: "teacher", tenant: "ten_green" };
const year4 = { id: "cls_y4", name: "Year 4 Blue", code: "GREEN4", teacher: null, student_count: 25, archived: false };

/** Every request in order: fetch calls and the XMLHttpRequest PUTs. */
let log: string[] = [];
let putFails = 0;
/** How many book-file completions the server refuses (415: the bytes are not a PDF). */
let completeRefusals = 0;
const REFUSED = "Only PDF or EPUB files are accepted. The file's contents do not match application/pdf.";

/** XMLHttpRequest stand-in: reports half the bytes, then (unless told to fail) finishes. */
class FakeXhr {
  static puts: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = "";
  private url = "";
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: Blob) {
    FakeXhr.puts.push({ method: this.method, url: this.url, headers: this.headers, body });
    log.push(`${this.method} ${this.url}`);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size / 2, total: body.size });
      setTimeout(() => {
        if (putFails > 0) {
          putFails--;
          this.status = 500;
          this.responseText = "<Error/>";
        } else this.status = 200;
        this.onload?.();
      }, 20);
    }, 10);
  }
}

function stubApi() {
  const calls = stubFetch({
    "GET /api/book-categories/": () => ({ body: page(categories) }),
    "GET /api/v1/teacher/school-classes/": () => ({ body: page([year4]) }),
    "POST /api/books/": () => ({ status: 201, body: book(5, { status: "draft", file: null, title: "My Moon Book" }) }),
    "POST /api/books/bok_5/upload": ({ body }) => {
      const kind = JSON.parse(String(body)).kind as string;
      return { body: { method: "PUT", url: `http://localhost/api/books/bok_5/upload/bup_${kind}`, headers: { "Content-Type": kind === "file" ? "application/pdf" : "image/png" }, expires_at: "2026-12-01T00:00:00Z" } };
    },
    "POST /api/books/bok_5/upload/complete": ({ body }) => {
      if (JSON.parse(String(body)).kind === "file" && completeRefusals > 0) {
        completeRefusals--;
        return { status: 415, body: { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: REFUSED, requestId: "req_t" } } };
      }
      return { body: book(5, { status: "processing", title: "My Moon Book" }) };
    },
    "DELETE /api/books/bok_5/": () => ({ status: 204 }),
  });
  const fetchStub = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetchStub(input, init);
    const last = calls.at(-1)!;
    log.push(`${last.method} ${new URL(last.url, "http://localhost").pathname}${last.method === "POST" && last.url.includes("upload") ? ` ${(last.body as { kind: string }).kind}` : ""}`);
    return res;
  }) as typeof fetch;
  return calls;
}

const pdf = () => new File([new Uint8Array([37, 80, 68, 70, 45, 49])], "moon.pdf", { type: "application/pdf" });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "My Moon Book");
  await user.type(screen.getByLabelText("Author name"), "Tess Teacher");
  await user.selectOptions(await screen.findByLabelText("Class"), "Year 4 Blue");
}

describe("upload a book", () => {
  beforeEach(() => {
    log = [];
    putFails = 0;
    completeRefusals = 0;
    FakeXhr.puts = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    setUser(teacher);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("states the book file's size limit in the reader's language (Hindi), its size filled in", async () => {
    await act(() => setInterfaceLocale("hi"));
    try {
      const calls = stubApi();
      const user = userEvent.setup({ applyAccept: false });
      renderPage(<UploadBookPage />, { path: "/uploadbook" });
      const huge = pdf();
      Object.defineProperty(huge, "size", { value: 101 * 1024 * 1024 });
      await user.upload(screen.getByLabelText("किताब की फ़ाइल"), huge);
      await user.click(screen.getByRole("button", { name: "किताब अपलोड करें" }));
      expect(await screen.findByText("किताब की फ़ाइल 100 MB या उससे छोटी होनी चाहिए।")).toBeInTheDocument();
      expect(screen.queryByText(/\{\{size\}\}/)).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });

  it("types the title, author, reading level and description in the text's own direction (\"Amara A.\" on an Arabic page keeps its full stop)", () => {
    stubApi();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    for (const label of ["Title", "Author name", "Reading level", "Description"]) expect(screen.getByLabelText(label)).toHaveAttribute("dir", "auto");
  });

  it("tells a pupil to give their first name and an initial as the author, and an adult that no pupil's full name is shown", async () => {
    stubApi();
    const { unmount } = renderPage(<UploadBookPage />, { path: "/uploadbook" });
    expect(screen.getByLabelText("Author name")).not.toHaveAccessibleDescription(/first letter of your surname/);
    expect(screen.getByLabelText("Author name")).toHaveAccessibleDescription(/A pupil's full name is not shown in the library: write their first name and the first letter of their surname, like "Amara A\."/);
    unmount();
    setUser({ ...teacher, id: "usr_p", first_name: "Maya", last_name: "Morgan", role: "student" });
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    expect(screen.getByLabelText("Author name")).toHaveAccessibleDescription(/Write your first name and the first letter of your surname, like Maya M\./);
  });

  it("checks the fields, the file's type and size, and a teacher's class before sending anything", async () => {
    const calls = stubApi();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    expect(screen.getByRole("heading", { level: 1, name: "Upload a book" })).toBeInTheDocument();
    await screen.findByRole("option", { name: "Year 4 Blue" });
    await user.click(screen.getByRole("button", { name: "Upload book" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(screen.getByText("Choose a class you teach")).toBeInTheDocument();
    expect(screen.getByText("Choose the book file (PDF or EPUB)")).toBeInTheDocument();

    await user.upload(screen.getByLabelText("Book file"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Upload book" }));
    expect(await screen.findByText("Only PDF or EPUB files are accepted.")).toBeInTheDocument();

    const huge = pdf();
    Object.defineProperty(huge, "size", { value: 101 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("Book file"), huge);
    await user.upload(screen.getByLabelText("Cover image"), new File(["gif"], "c.gif", { type: "image/gif" }));
    await user.click(screen.getByRole("button", { name: "Upload book" }));
    expect(await screen.findByText("The book file must be 100 MB or smaller.")).toBeInTheDocument();
    expect(screen.getByText("Only PNG, JPEG or WebP images are accepted as covers.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("creates the book, then uploads file and cover with progress and completes each, in order", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    await fillDetails(user);
    await user.selectOptions(screen.getByLabelText("Who can read it"), "community");
    await user.click(await screen.findByRole("checkbox", { name: "Space" }));
    await user.upload(screen.getByLabelText("Book file"), pdf());
    await user.upload(screen.getByLabelText("Cover image"), png());
    await user.click(screen.getByRole("button", { name: "Upload book" }));

    expect(await screen.findByRole("heading", { name: "“My Moon Book” is uploaded" })).toBeInTheDocument();
    expect(screen.getByText(/It is being processed now/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the book" })).toHaveAttribute("href", "/library/bok_5");

    expect(log.filter((l) => !l.startsWith("GET"))).toEqual([
      "POST /api/books/",
      "POST /api/books/bok_5/upload file",
      "PUT http://localhost/api/books/bok_5/upload/bup_file",
      "POST /api/books/bok_5/upload/complete file",
      "POST /api/books/bok_5/upload cover",
      "PUT http://localhost/api/books/bok_5/upload/bup_cover",
      "POST /api/books/bok_5/upload/complete cover",
    ]);
    const create = calls.find((c) => c.method === "POST" && c.url.endsWith("/api/books/"))!;
    expect(create.body).toEqual({ title: "My Moon Book", author_name: "Tess Teacher", language: "en", visibility: "community", class_id: "cls_y4", category_ids: ["cat_space"] });
    expect(calls.find((c) => c.url.endsWith("/upload") && (c.body as { kind: string }).kind === "file")!.body).toEqual({ kind: "file", content_type: "application/pdf", size: 6 });
    // The PUT carries only the target's headers (a presigned URL is signed for exactly those), and the file itself.
    expect(FakeXhr.puts[0]!.headers).toEqual({ "Content-Type": "application/pdf" });
    expect((FakeXhr.puts[0]!.body as File).name).toBe("moon.pdf");
  });

  it("shows the real progress, and a failed upload is retried with the same draft", async () => {
    putFails = 1;
    stubApi();
    const user = userEvent.setup();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    await fillDetails(user);
    await user.upload(screen.getByLabelText("Book file"), pdf());
    await user.click(screen.getByRole("button", { name: "Upload book" }));

    const progress = await screen.findByRole("progressbar", { name: "Book file" });
    await waitFor(() => expect(progress).toHaveAttribute("value", "50"));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The book file could not be uploaded.")).toBeInTheDocument();
    expect(within(alert).getByText("The upload failed. Please try again.")).toBeInTheDocument();
    // The details are saved and locked; only the files can change.
    expect(screen.getByLabelText("Title")).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "“My Moon Book” is uploaded" })).toBeInTheDocument();
    expect(log.filter((l) => l === "POST /api/books/")).toHaveLength(1);
    expect(log.filter((l) => l.startsWith("PUT"))).toHaveLength(2);
  });

  it("a file the server refuses is shown as not uploaded (no check, no 100%), and another file then goes to the same draft", async () => {
    completeRefusals = 1;
    stubApi();
    const user = userEvent.setup();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    await fillDetails(user);
    await user.upload(screen.getByLabelText("Book file"), new File(["hello, not a pdf"], "fake.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload book" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The book file could not be uploaded.")).toBeInTheDocument();
    expect(within(alert).getByText(REFUSED)).toBeInTheDocument();
    // Every byte was sent, but the server refused them: the row says so instead of a finished 100%.
    const progress = screen.getByRole("region", { name: "Upload progress" });
    expect(within(progress).getByRole("progressbar", { name: "Book file" })).toHaveTextContent("Not uploaded");
    expect(within(progress).getAllByText("Not uploaded")).toHaveLength(2);
    expect(within(progress).queryAllByText("100%")).toEqual([]);

    await user.upload(screen.getByLabelText("Book file", { selector: "input" }), pdf());
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "“My Moon Book” is uploaded" })).toBeInTheDocument();
    expect(log.filter((l) => l === "POST /api/books/")).toHaveLength(1);
    expect(FakeXhr.puts.map((p) => (p.body as File).name)).toEqual(["fake.pdf", "moon.pdf"]);
  });

  it("the draft of a refused file can be deleted from the form, which then starts afresh", async () => {
    completeRefusals = 1;
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    await fillDetails(user);
    await user.upload(screen.getByLabelText("Book file"), new File(["hello, not a pdf"], "fake.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload book" }));
    await screen.findByRole("alert");

    await user.click(screen.getByRole("button", { name: "Delete this draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete this draft" }));
    expect(await screen.findByText("“\u2068My Moon Book\u2069” was deleted.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/books/bok_5/"]);
    expect(screen.getByLabelText("Title")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Upload book" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a parent is told who can upload", async () => {
    setUser({ ...teacher, role: "parent" });
    stubApi();
    renderPage(<UploadBookPage />, { path: "/uploadbook" });
    expect(screen.getByText(/Only students, teachers and school admins can upload books/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload book" })).toBeNull();
  });
});
