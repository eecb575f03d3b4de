import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strToU8, zipSync } from "fflate";
import { Route, Routes } from "react-router";
import BookPage from "@/app/routes/library/book";
import { setInterfaceLocale } from "@/lib/i18n";
import { clearSession, setUser } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { book, page } from "./fixtures";
import type { UserProfile } from "@contracts/users";

// jsdom has no canvas: the pdf.js module is replaced by a three-page stand-in.
const rendered: number[] = [];
vi.mock("@/components/books/reader/pdf-document", () => ({
  openPdf: async () => ({
    numPages: 3,
    pageSize: async () => ({ width: 600, height: 800 }),
    renderPage: async (n: number) => {
      rendered.push(n);
    },
    destroy: () => undefined,
  }),
}));

const renderBook = (id: string) =>
  renderPage(
    <Routes>
      <Route path="/library/:id" element={<BookPage />} />
    </Routes>,
    { path: `/library/${id}` },
  );

/** stubFetch answers JSON; a book file is answered with raw bytes. */
function withFile(bytes: Uint8Array) {
  const json = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, "http://localhost").pathname.endsWith("/file")) return new Response(new Uint8Array(bytes), { status: 200, headers: { "Content-Type": "application/octet-stream" } });
    return json(input, init);
  }) as typeof fetch;
}

describe("book page", () => {
  it("offers a printed copy when the catalogue has one for this book, and adds it to the (visitor's) cart", async () => {
    const calls = stubFetch({
      "GET /api/books/bok_1/": () => ({ body: book(1, { title: "The Moon and Me" }) }),
      "GET /api/books/bok_1/file": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "File not found", requestId: "r" } } }),
      "GET /api/books/": () => ({ body: page([]) }),
      "GET /api/catalog/": () => ({
        body: { results: [{ id: "cat_1", cart_item: "item:cat_1", kind: "printed_book", title: "The Moon and Me (printed)", description: "", price: 1299, currency: "USD", requires_shipping: true, ref_id: "bok_1", active: true, tenant_id: null }] },
      }),
    });
    const user = userEvent.setup();
    renderBook("bok_1");
    const offer = await screen.findByRole("region", { name: "A printed copy" });
    expect(within(offer).getByText("$12.99")).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith("/api/catalog/"))!.url).toBe("/api/catalog/?kind=printed_book&ref_id=bok_1");
    await user.click(within(offer).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to your cart")).toBeInTheDocument();
  });

  it("shows the details and a clear message when the file answers 404", async () => {
    stubFetch({
      "GET /api/books/bok_1/": () => ({ body: book(1, { title: "The Moon and Me", author_name: "Ada Lovelace", description: "A trip to the moon.", reading_level: "Level 3", categories: [{ id: "cat_space", name: "Space", slug: "space" }] }) }),
      "GET /api/books/bok_1/file": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "File not found", requestId: "r" } } }),
      "GET /api/books/": () => ({ body: page([book(1), book(2, { title: "Stars above" })]) }),
    });
    renderBook("bok_1");
    expect(await screen.findByRole("heading", { level: 1, name: "The Moon and Me" })).toBeInTheDocument();
    // Isolated, so that on an Arabic page "Amara A." keeps its full stop after the initial.
    expect(screen.getByText("by \u2068Ada Lovelace\u2069")).toBeInTheDocument();
    expect(screen.getByText("A trip to the moon.")).toBeInTheDocument();
    expect(screen.getByText("Level 3")).toBeInTheDocument();
    expect(screen.getByText("English")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Categories" })).getByRole("link", { name: "Space" })).toHaveAttribute("href", "/library?category=space");
    expect(screen.getByRole("img", { name: "Cover of The Moon and Me" })).toBeInTheDocument();
    expect(await screen.findByText("This book's file is not available.")).toBeInTheDocument();
    // Related books leave the current one out.
    const related = await screen.findByRole("list", { name: "More books like this" });
    expect(within(related).getByRole("link", { name: /Stars above/ })).toHaveAttribute("href", "/library/bok_2");
    expect(within(related).queryByRole("link", { name: /The Moon and Me/ })).toBeNull();
  });

  it("says a book still processing cannot be read yet, without downloading it", async () => {
    const calls = stubFetch({ "GET /api/books/bok_2/": () => ({ body: book(2, { status: "processing", categories: [] }) }) });
    renderBook("bok_2");
    expect(await screen.findByText("This book is still being processed.")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/file"))).toBe(false);
  });

  it("a missing book is a 'Book not found' page", async () => {
    stubFetch({ "GET /api/books/nope/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Book not found", requestId: "r" } } }) });
    renderBook("nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Book not found" })).toBeInTheDocument();
  });

  it("reads a PDF page by page with named controls and remembers the page", async () => {
    rendered.length = 0;
    localStorage.setItem("library.reader.visitor.bok_3", "2");
    stubFetch({ "GET /api/books/bok_3/": () => ({ body: book(3, { categories: [] }) }) });
    withFile(new Uint8Array([37, 80, 68, 70]));
    const user = userEvent.setup();
    renderBook("bok_3");
    const controls = await screen.findByRole("toolbar", { name: "Reader controls" });
    expect(within(controls).getByText("Page 2 of 3")).toBeInTheDocument();
    await user.click(within(controls).getByRole("button", { name: "Next page" }));
    expect(within(controls).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(within(controls).getByRole("button", { name: "Next page" })).toBeDisabled();
    await waitFor(() => expect(rendered.at(-1)).toBe(3));
    expect(localStorage.getItem("library.reader.visitor.bok_3")).toBe("3");
    for (const name of ["Previous page", "Zoom in", "Zoom out", "Fit page"]) expect(within(controls).getByRole("button", { name })).toBeInTheDocument();
    // Arrow keys turn pages when the page has focus.
    screen.getByRole("region", { name: /page 3 of 3/ }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(within(controls).getByText("Page 2 of 3")).toBeInTheDocument();
  });

  it("reads an EPUB chapter by chapter in a sandboxed frame without scripts", async () => {
    const epub = zipSync({
      mimetype: strToU8("application/epub+zip"),
      "META-INF/container.xml": strToU8(`<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`),
      "OEBPS/content.opf": strToU8(
        `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest><item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="text/two.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>`,
      ),
      "OEBPS/text/one.xhtml": strToU8(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body><p>Once upon a time</p><script>alert(1)</script></body></html>`),
      "OEBPS/text/two.xhtml": strToU8(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Two</title></head><body><p>The end</p></body></html>`),
    });
    stubFetch({ "GET /api/books/bok_4/": () => ({ body: book(4, { file_type: "epub", title: "Tales", categories: [] }) }) });
    withFile(epub);
    const user = userEvent.setup();
    renderBook("bok_4");
    const frame = await screen.findByTitle("Tales, chapter 1 of 2");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("Once upon a time");
    expect(frame.getAttribute("srcdoc")).not.toContain("<script");
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    expect((await screen.findByTitle("Tales, chapter 2 of 2")).getAttribute("srcdoc")).toContain("The end");
    expect(localStorage.getItem("library.reader.visitor.bok_4")).toBe("2");
  });

  it("marks the reader's pages with the book's language: an EPUB chapter with its own language keeps it, one with a broken code takes the book's", async () => {
    const chapter = (lang: string, text: string) => strToU8(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"${lang}><head><title>T</title></head><body><p>${text}</p></body></html>`);
    const epub = zipSync({
      mimetype: strToU8("application/epub+zip"),
      "META-INF/container.xml": strToU8(`<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`),
      "content.opf": strToU8(
        `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest><item id="a" href="a.xhtml" media-type="application/xhtml+xml"/><item id="b" href="b.xhtml" media-type="application/xhtml+xml"/><item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="a"/><itemref idref="b"/><itemref idref="c"/></spine></package>`,
      ),
      "a.xhtml": chapter("", "كان يا ما كان"),
      "b.xhtml": chapter(` xml:lang="hi"`, "एक समय की बात है"),
      "c.xhtml": chapter(` lang='x" onload="alert(1)'`, "The end"),
    });
    stubFetch({ "GET /api/books/bok_6/": () => ({ body: book(6, { file_type: "epub", title: "حكايات", language: "ar", categories: [] }) }) });
    withFile(epub);
    const user = userEvent.setup();
    renderBook("bok_6");
    // No language of its own: the book's (Arabic, right to left).
    expect((await screen.findByTitle("حكايات, chapter 1 of 3")).getAttribute("srcdoc")).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    expect((await screen.findByTitle("حكايات, chapter 2 of 3")).getAttribute("srcdoc")).toMatch(/^<!doctype html><html lang="hi" dir="ltr">/);
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    const last = (await screen.findByTitle("حكايات, chapter 3 of 3")).getAttribute("srcdoc")!;
    expect(last).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
    expect(last).not.toContain("onload");
  });

  it("marks a PDF's drawn page and the drawn fallback cover with the book's language", async () => {
    stubFetch({ "GET /api/books/bok_7/": () => ({ body: book(7, { title: "चाँद", language: "hi", cover: null, categories: [] }) }) });
    withFile(new Uint8Array([37, 80, 68, 70]));
    const { container } = renderBook("bok_7");
    await screen.findByRole("toolbar", { name: "Reader controls" });
    expect(container.querySelector("canvas")).toHaveAttribute("lang", "hi");
    const cover = screen.getByTestId("fallback-cover");
    expect(within(cover).getByText("चाँद")).toHaveAttribute("lang", "hi");
  });

  it("refuses an EPUB that would unpack to far more than it weighs, before inflating it (a decompression bomb)", async () => {
    const bomb = zipSync({
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      "OEBPS/chapter.xhtml": [new Uint8Array(64 * 1024 * 1024), { level: 9 }],
    });
    expect(bomb.byteLength).toBeLessThan(200_000);
    stubFetch({ "GET /api/books/bok_5/": () => ({ body: book(5, { file_type: "epub", title: "Zeros", categories: [] }) }) });
    withFile(bomb);
    renderBook("bok_5");
    expect(await screen.findByText(/unpacks to 64 MB; one file may be at most 50 MB/)).toBeInTheDocument();
  });
});

describe("a book whose file failed or was rejected", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    SentXhr.urls = [];
  });
  const rejected = () => book(9, { title: "Half Moon", status: "rejected", rejection_reason: "Two pages are upside down", categories: [] });

  it("its uploader sends a corrected file, which goes to processing and review again; no draft deletion is offered", async () => {
    setUser(uploader);
    vi.stubGlobal("XMLHttpRequest", SentXhr);
    let current = rejected();
    const calls = stubFetch({
      "GET /api/books/bok_9/": () => ({ body: current }),
      "GET /api/books/": () => ({ body: page([]) }),
      "GET /api/catalog/": () => ({ body: { results: [] } }),
      "POST /api/books/bok_9/upload": () => ({ body: { method: "PUT", url: "http://localhost/api/books/bok_9/upload/bup_x", headers: { "Content-Type": "application/pdf" }, expires_at: "2026-12-01T00:00:00Z" } }),
      "POST /api/books/bok_9/upload/complete": () => {
        current = { ...current, status: "processing" };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderBook("bok_9");
    const panel = await screen.findByRole("region", { name: "Send a corrected file" });
    expect(within(panel).getByText(/Make the changes the reviewer asked for/)).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Delete this draft" })).toBeNull();
    await user.upload(within(panel).getByLabelText("Book file"), new File([new Uint8Array([37, 80, 68, 70, 45, 49])], "moon.pdf", { type: "application/pdf" }));
    await user.click(within(panel).getByRole("button", { name: "Upload the new file" }));
    expect(await screen.findByText("This book is still being processed.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Send a corrected file" })).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://localhost").pathname)).toEqual(["/api/books/bok_9/upload", "/api/books/bok_9/upload/complete"]);
    expect(SentXhr.urls).toHaveLength(1);
  });

  it("to its uploader (often a child) a rejected book reads Sent back: what happened, the reviewer's reason and the next step", async () => {
    stubFetch({ "GET /api/books/bok_9/": () => ({ body: rejected() }), "GET /api/books/": () => ({ body: page([]) }), "GET /api/catalog/": () => ({ body: { results: [] } }) });
    setUser(uploader);
    renderBook("bok_9");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your book was sent back to you")).toBeInTheDocument();
    // The reviewer's words in their own direction, inside the translated "Reason: …".
    const reason = within(alert).getByText("Two pages are upside down");
    expect(reason.tagName).toBe("BDI");
    expect(reason.parentElement!.textContent).toBe("Reason: Two pages are upside down");
    expect(within(alert).getByText("Change your book, then upload the new file below to send it again.")).toBeInTheDocument();
    expect(screen.getByText("Sent back")).toBeInTheDocument();
    expect(screen.queryByText("Rejected")).toBeNull();
    expect(screen.queryByText(/^Rejected:/)).toBeNull();
    // The step it names is there: the API takes a new file for a rejected book and reviews it again.
    expect(await screen.findByRole("region", { name: "Send a corrected file" })).toBeInTheDocument();
  });

  it("a moderator (not its uploader) still reads Rejected with the reason, and no uploader's step", async () => {
    stubFetch({ "GET /api/books/bok_9/": () => ({ body: rejected() }), "GET /api/books/": () => ({ body: page([]) }), "GET /api/catalog/": () => ({ body: { results: [] } }) });
    setUser({ ...uploader, id: "usr_admin", role: "school_admin" });
    renderBook("bok_9");
    expect(await screen.findByText("Rejected: \u2068Two pages are upside down\u2069")).toBeInTheDocument();
    expect(screen.getByText("Rejected")).toBeInTheDocument();
    expect(screen.queryByText("Sent back")).toBeNull();
    expect(screen.queryByText("Your book was sent back to you")).toBeNull();
    expect(screen.queryByRole("region", { name: "Send a corrected file" })).toBeNull();
  });

  it("a failed book's uploader is offered another file; another reader is offered nothing", async () => {
    const failed = { ...rejected(), status: "failed" as const, rejection_reason: null, processing_error: "The PDF could not be read." };
    stubFetch({ "GET /api/books/bok_9/": () => ({ body: failed }), "GET /api/books/": () => ({ body: page([]) }), "GET /api/catalog/": () => ({ body: { results: [] } }) });
    setUser(uploader);
    const { unmount } = renderBook("bok_9");
    expect(await screen.findByRole("region", { name: "Send another file" })).toBeInTheDocument();
    unmount();
    setUser({ ...uploader, id: "usr_other" });
    renderBook("bok_9");
    expect(await screen.findByText("The PDF could not be read.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Send another file" })).toBeNull();
  });
});

describe("a book sent back, to its uploader in Hindi and Arabic", () => {
  afterEach(async () => {
    clearSession();
    await act(() => setInterfaceLocale("en"));
  });
  const rejected = () => book(9, { title: "Half Moon", status: "rejected", rejection_reason: "Two pages are upside down", categories: [] });

  it.each([
    ["hi", "वापस भेजा गया", "आपकी किताब आपको वापस भेजी गई", "कारण: Two pages are upside down", "अपनी किताब बदलें, फिर उसे दोबारा भेजने के लिए नीचे नई फ़ाइल अपलोड करें।", "अस्वीकृत"],
    ["ar", "أُعيد", "أُعيد كتابك إليك", "السبب: Two pages are upside down", "عدّل كتابك، ثم ارفع الملف الجديد أدناه لترسله مرة أخرى.", "مرفوض"],
  ] as const)("in %s: the translated Sent back, what happened, the reason and the next step", async (locale, badge, heading, reason, step, rejectedWord) => {
    await act(() => setInterfaceLocale(locale));
    stubFetch({ "GET /api/books/bok_9/": () => ({ body: rejected() }), "GET /api/books/": () => ({ body: page([]) }), "GET /api/catalog/": () => ({ body: { results: [] } }) });
    setUser(uploader);
    renderBook("bok_9");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(heading)).toBeInTheDocument();
    expect(within(alert).getByText("Two pages are upside down").parentElement!.textContent).toBe(reason);
    expect(within(alert).getByText(step)).toBeInTheDocument();
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.queryByText(rejectedWord)).toBeNull();
  });
});

/** A book whose file never arrived: its upload stopped, or the file was refused. */
const unfinished = () => book(9, { title: "Half Moon", status: "uploading", file: null, file_type: null, file_size: null, page_count: null, categories: [] });
const uploader: UserProfile = { id: "usr_t", first_name: "Tess", last_name: "Teacher", email: "t@example.org", username: "t@example.org", is_staff: false, country: null, avatar: null, role: "teacher", tenant: "ten_green" };

/** XMLHttpRequest stand-in for the PUT: every byte sent, answered 200. */
class SentXhr {
  static urls: string[] = [];
  upload = { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: Blob) {
    SentXhr.urls.push(this.url);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size, total: body.size });
      this.status = 200;
      this.onload?.();
    }, 5);
  }
}

describe("a book whose upload did not finish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const api = (over: Parameters<typeof stubFetch>[0] = {}) =>
    stubFetch({ "GET /api/books/bok_9/": () => ({ body: unfinished() }), "GET /api/books/": () => ({ body: page([]) }), "GET /api/catalog/": () => ({ body: { results: [] } }), ...over });

  it("is not said to have its file arrived; a reader who is not its uploader gets no controls", async () => {
    const calls = api();
    renderBook("bok_9");
    expect(await screen.findByText("This book's upload has not finished.")).toBeInTheDocument();
    expect(screen.getByText("Its file has not arrived, so there is nothing to read yet.")).toBeInTheDocument();
    expect(screen.queryByText(/still being processed/)).toBeNull();
    expect(screen.queryByText(/file has arrived/)).toBeNull();
    expect(screen.queryByRole("region", { name: "The upload did not finish" })).toBeNull();
    expect(calls.some((c) => c.url.includes("/file"))).toBe(false);
  });

  it("its uploader sees a refused file as refused, then finishes the upload with another file", async () => {
    setUser(uploader);
    vi.stubGlobal("XMLHttpRequest", SentXhr);
    let completions = 0;
    let current = unfinished();
    const calls = api({
      "GET /api/books/bok_9/": () => ({ body: current }),
      "POST /api/books/bok_9/upload": () => ({ body: { method: "PUT", url: "http://localhost/api/books/bok_9/upload/bup_x", headers: { "Content-Type": "application/pdf" }, expires_at: "2026-12-01T00:00:00Z" } }),
      "POST /api/books/bok_9/upload/complete": () => {
        if (completions++ === 0) {
          current = { ...current, status: "draft" };
          return { status: 415, body: { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Only PDF or EPUB files are accepted. The file's contents do not match application/pdf.", requestId: "r" } } };
        }
        current = { ...unfinished(), status: "processing", file: "/api/books/bok_9/file?v=x", file_type: "pdf" };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderBook("bok_9");
    const panel = await screen.findByRole("region", { name: "The upload did not finish" });
    await user.upload(within(panel).getByLabelText("Book file"), new File(["hello, not a pdf"], "fake.pdf", { type: "application/pdf" }));
    await user.click(within(panel).getByRole("button", { name: "Upload the file" }));
    expect(await within(panel).findByText(/The file's contents do not match application\/pdf/)).toBeInTheDocument();
    expect(within(panel).getByRole("progressbar", { name: "Upload progress" })).toHaveTextContent("Not uploaded");
    expect(within(panel).queryAllByText("100%")).toEqual([]);
    // The server put the refused book back to a draft; the page follows.
    expect(await screen.findByRole("region", { name: "This book has no file yet" })).toBeInTheDocument();

    await user.upload(screen.getByLabelText("Book file", { selector: "input" }), new File([new Uint8Array([37, 80, 68, 70, 45, 49])], "moon.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload the file" }));
    expect(await screen.findByText("This book is still being processed.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "This book has no file yet" })).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://localhost").pathname)).toEqual([
      "/api/books/bok_9/upload",
      "/api/books/bok_9/upload/complete",
      "/api/books/bok_9/upload",
      "/api/books/bok_9/upload/complete",
    ]);
    expect(SentXhr.urls).toHaveLength(2);
  });

  it("its uploader can delete the draft instead, and lands on the dashboard", async () => {
    setUser(uploader);
    const calls = api({ "DELETE /api/books/bok_9/": () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route path="/library/:id" element={<BookPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>,
      { path: "/library/bok_9" },
    );
    const panel = await screen.findByRole("region", { name: "The upload did not finish" });
    await user.click(within(panel).getByRole("button", { name: "Delete this draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete this draft" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("“\u2068Half Moon\u2069” was deleted.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/books/bok_9/"]);
  });
});
