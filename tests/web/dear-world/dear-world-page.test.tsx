import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LETTER_BODY_MAX, LETTER_BODY_REQUIRED, LETTER_BODY_TOO_LONG, type DearWorldBookOut, type LetterOut } from "@contracts/dear-world";
import DearWorldBookPage from "@/app/routes/library/dear-world-book";
import { setSession, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";

const TENANT = { school_name: "Greenfield Primary School", subdomain: "greenfield", domain_url: "g.example.org", switchboard: false, logo: null, primary_color: "#2e7d32" };
const person = (role: "student" | "teacher" | "parent", first = "Ada") => ({ id: `usr_${role}`, first_name: first, last_name: "X", email: null, username: role, is_staff: false, country: "GB", avatar: null, role, tenant: "ten_1" });
const blue = { id: "cls_blue", name: "Year 4 Blue" };
const letter = (n: number, patch: Partial<LetterOut> = {}): LetterOut => ({
  id: `dwl_${n}`,
  title: `Letter ${n}`,
  body: `Dear world, this is letter ${n}.`,
  status: "included",
  position: n,
  author: { first_name: "Ada" },
  class: blue,
  created_at: "2026-03-01T10:00:00.000Z",
  reviewed_at: null,
  ...patch,
});
const BOOK: DearWorldBookOut = {
  school_name: TENANT.school_name,
  chapters: [
    { class: { id: "cls_red", name: "Year 3 Red" }, letters: [letter(7, { title: null, body: "Please share.", author: { first_name: "Ben" }, class: { id: "cls_red", name: "Year 3 Red" } })] },
    { class: blue, letters: [letter(1), letter(2)] },
  ],
};

afterEach(() => store.set(userAtom, null));

describe("/dear-world-book", () => {
  it("shows the curated book by class, in order, with first names and classes", async () => {
    setSession({ access: "a", refresh: "r", user: person("parent") });
    stubFetch({ "GET /api/current-tenant": () => ({ body: TENANT }), "GET /api/dear-world/book/": () => ({ body: BOOK }) });
    renderPage(<DearWorldBookPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Dear World" })).toBeInTheDocument();
    const chapters = await screen.findAllByRole("heading", { level: 2 });
    expect(chapters.map((h) => h.textContent)).toEqual(["Year 3 Red", "Year 4 Blue"]);
    const blueLetters = screen.getByRole("list", { name: "Letters of Year 4 Blue" });
    expect(within(blueLetters).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Letter 1, by Ada, Year 4 Blue", "Letter 2, by Ada, Year 4 Blue"]);
    const untitled = screen.getByRole("article", { name: "Letter by Ben, Year 3 Red" });
    expect(within(untitled).getByRole("heading", { name: "Dear World," })).toBeInTheDocument();
    expect(within(untitled).getByText("— Ben, Year 3 Red")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Print the book/ })).toBeInTheDocument();
    // A parent neither writes nor curates.
    expect(screen.queryByRole("form", { name: "Write a letter" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Review letters" })).toBeNull();
  });

  it("asks visitors to sign in and does not load the book", async () => {
    const calls = stubFetch({ "GET /api/current-tenant": () => ({ body: TENANT }) });
    renderPage(<DearWorldBookPage />);
    expect(await screen.findByRole("link", { name: "Sign in to read it" })).toHaveAttribute("href", "/login");
    expect(calls.some((c) => c.url.includes("/dear-world/"))).toBe(false);
  });

  it("explains that it belongs to a school on the platform host", async () => {
    stubFetch({ "GET /api/current-tenant": () => ({ body: undefined, status: 204 }) });
    renderPage(<DearWorldBookPage />);
    expect(await screen.findByText(/Open it on your school's site/)).toBeInTheDocument();
  });

  it("a student writes a letter: the contract's messages first, then it is sent and listed", async () => {
    setSession({ access: "a", refresh: "r", user: person("student") });
    const mine: LetterOut[] = [];
    const calls = stubFetch({
      "GET /api/current-tenant": () => ({ body: TENANT }),
      "GET /api/dear-world/book/": () => ({ body: { school_name: TENANT.school_name, chapters: [] } }),
      "GET /api/dear-world/letters/mine/": () => ({ body: { results: mine } }),
      "POST /api/dear-world/letters/": (init) => {
        const input = JSON.parse(String(init.body)) as { title?: string; body: string };
        const saved = letter(9, { title: input.title ?? null, body: input.body, status: "pending", position: null });
        mine.push(saved);
        return { status: 201, body: saved };
      },
    });
    renderPage(<DearWorldBookPage />);
    expect(await screen.findByText(/No letters are in the book yet/)).toBeInTheDocument();
    expect(await screen.findByText("You have not written a letter yet.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Write a letter" });
    await userEvent.click(within(form).getByRole("button", { name: "Send my letter" }));
    expect(await within(form).findByText(LETTER_BODY_REQUIRED)).toBeInTheDocument();
    const body = within(form).getByLabelText("Your letter");
    expect(body).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(body);
    await userEvent.paste("x".repeat(LETTER_BODY_MAX + 1));
    await userEvent.click(within(form).getByRole("button", { name: "Send my letter" }));
    expect(await within(form).findByText(LETTER_BODY_TOO_LONG)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.clear(body);
    await userEvent.type(within(form).getByLabelText("Title (optional)"), "To the ocean");
    await userEvent.type(body, "Dear world, please keep the sea clean.");
    // Counts are formatted for the reader's language (lib/format): "2,000" in English.
    expect(within(form).getByText(`38 of ${LETTER_BODY_MAX.toLocaleString("en")} characters. Plain text only.`)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Send my letter" }));
    expect(await screen.findByText(/Your letter is sent!/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ title: "To the ocean", body: "Dear world, please keep the sea clean." });
    const list = await screen.findByRole("list", { name: "My letters" });
    expect(within(list).getByText("To the ocean")).toBeInTheDocument();
    expect(within(list).getByText("Waiting for a teacher")).toBeInTheDocument();
    await waitFor(() => expect(body).toHaveValue(""));
  });

  it("a teacher includes a pending letter and reorders the book", async () => {
    setSession({ access: "a", refresh: "r", user: person("teacher", "Tess") });
    let letters: LetterOut[] = [letter(5, { status: "pending", position: null, title: "Save the bees" }), letter(1), letter(2)];
    const calls = stubFetch({
      "GET /api/current-tenant": () => ({ body: TENANT }),
      "GET /api/dear-world/book/": () => ({ body: BOOK }),
      "GET /api/dear-world/letters/mine/": () => ({ body: { results: [] } }),
      "GET /api/dear-world/curation/": () => ({ body: { results: letters } }),
      "POST /api/dear-world/letters/dwl_5/include/": () => {
        letters = [letters[1], letters[2], { ...letters[0], status: "included", position: 3 }];
        return { body: letters[2] };
      },
      "POST /api/dear-world/letters/dwl_2/move/": () => ({ body: letters[1] }),
    });
    renderPage(<DearWorldBookPage />);
    const pending = await screen.findByRole("list", { name: "Letters waiting for review" });
    expect(within(pending).getByRole("article", { name: "Save the bees, by Ada, Year 4 Blue" })).toBeInTheDocument();
    const order = screen.getByRole("list", { name: "Order of Year 4 Blue" });
    expect(within(order).getByRole("button", { name: "Move “Letter 1” by Ada up" })).toBeDisabled();
    expect(within(order).getByRole("button", { name: "Move “Letter 2” by Ada down" })).toBeDisabled();

    await userEvent.click(within(order).getByRole("button", { name: "Move “Letter 2” by Ada up" }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith("/dwl_2/move/"))?.body).toEqual({ direction: "up" }));

    await userEvent.click(within(pending).getByRole("button", { name: "Include “Save the bees” by Ada" }));
    expect(await screen.findByText("The letter is in the book.")).toBeInTheDocument();
    expect(await screen.findByText("No letters are waiting for review.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Order of Year 4 Blue" })).getAllByRole("listitem")).toHaveLength(3);
  });

  it("a teacher of several classes chooses the class a letter is for", async () => {
    setSession({ access: "a", refresh: "r", user: person("teacher", "Tess") });
    const cls = (id: string, name: string) => ({ id, name, code: id, teacher: null, student_count: 3, archived: false });
    const calls = stubFetch({
      "GET /api/current-tenant": () => ({ body: TENANT }),
      "GET /api/dear-world/book/": () => ({ body: BOOK }),
      "GET /api/dear-world/letters/mine/": () => ({ body: { results: [] } }),
      "GET /api/dear-world/curation/": () => ({ body: { results: [] } }),
      "GET /api/v1/teacher/school-classes/": () => ({ body: { count: 3, next: null, previous: null, results: [cls("cls_blue", "Year 4 Blue"), cls("cls_red", "Year 3 Red"), { ...cls("cls_old", "Old class"), archived: true }] } }),
      "POST /api/dear-world/letters/": (init) => ({ status: 201, body: letter(11, { ...JSON.parse(String(init.body)), status: "pending", position: null }) }),
    });
    renderPage(<DearWorldBookPage />);
    const form = await screen.findByRole("form", { name: "Write a letter" });
    const select = await within(form).findByLabelText("Class");
    // Sorted by name, archived classes left out, the first chosen by default.
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Year 3 Red", "Year 4 Blue"]);
    await waitFor(() => expect(select).toHaveValue("cls_red"));
    await userEvent.selectOptions(select, "cls_blue");
    await userEvent.type(within(form).getByLabelText("Your letter"), "Dear world, from our class.");
    await userEvent.click(within(form).getByRole("button", { name: "Send my letter" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ body: "Dear world, from our class.", class_id: "cls_blue" }));
  });

  it("a refused curation shows the worker's message", async () => {
    setSession({ access: "a", refresh: "r", user: person("teacher", "Tess") });
    stubFetch({
      "GET /api/current-tenant": () => ({ body: TENANT }),
      "GET /api/dear-world/book/": () => ({ body: BOOK }),
      "GET /api/dear-world/letters/mine/": () => ({ body: { results: [] } }),
      "GET /api/dear-world/curation/": () => ({ body: { results: [letter(5, { status: "pending", position: null })] } }),
      "POST /api/dear-world/letters/dwl_5/exclude/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Letter not found", requestId: "r" } } }),
    });
    renderPage(<DearWorldBookPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Leave out “Letter 5” by Ada" }));
    expect(await screen.findByText("The class book could not be changed.")).toBeInTheDocument();
    expect(screen.getByText("Letter not found")).toBeInTheDocument();
  });
});
