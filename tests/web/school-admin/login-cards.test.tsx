import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ClassStudentsPage from "@/app/routes/school-admin/class-students";
import { renderPage, stubFetch } from "../render";
import { loginCards } from "./fixtures";

const renderCards = () => renderPage(<ClassStudentsPage />, { path: "/admin/class-students/cls_y4?view=cards", route: "/admin/class-students/:classId" });

afterEach(() => vi.restoreAllMocks());

describe("QR login cards", () => {
  it("renders one card per student with the school, class, name, username and a QR image of the sign-in link", async () => {
    stubFetch({ "GET /api/school-admin/classes/cls_y4/login-cards/": () => ({ body: loginCards }) });
    renderCards();
    expect(await screen.findByRole("heading", { level: 1, name: "Login cards: Year 4 Blue" })).toBeInTheDocument();

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    for (const [i, s] of loginCards.students.entries()) {
      const card = cards[i];
      expect(card).toHaveAccessibleName(`Login card for ${s.first_name} ${s.last_name}`);
      expect(within(card).getByText(`${s.first_name} ${s.last_name}`)).toBeInTheDocument();
      expect(within(card).getByText(s.username)).toBeInTheDocument();
      expect(within(card).getByText("Greenfield Primary School")).toBeInTheDocument();
      expect(within(card).getByText("Year 4 Blue")).toBeInTheDocument();
      const qr = await within(card).findByRole("img", { name: "QR code to sign in to Year 4 Blue" });
      expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    }
    // The QR encodes the class's sign-in link; all three cards share it.
    const src = within(cards[0]).getByRole("img").getAttribute("src")!;
    const svg = decodeURIComponent(src.slice(src.indexOf(",") + 1));
    expect(svg).toContain("<svg");
    expect(new Set(cards.map((c) => within(c).getByRole("img").getAttribute("src"))).size).toBe(1);
  });

  // jsdom lays nothing out, so this checks the classes that do it (measured in Chromium at 412 px: a
  // 400-letter name widened the page to 2922 px and the QR covered the username's end; with these, neither).
  it("wraps a long name inside its card and never lets it push the username under the QR code or widen the page", async () => {
    const surname = "Wolfeschlegelsteinhausenbergerdorff";
    const long = { ...loginCards, students: [{ username: `greenfield.amara${surname.toLowerCase()}1`, first_name: "Amara", last_name: surname }] };
    stubFetch({ "GET /api/school-admin/classes/cls_y4/login-cards/": () => ({ body: long }) });
    renderCards();
    const card = await screen.findByRole("article", { name: `Login card for Amara ${surname}` });
    const text = within(card).getByTestId("login-card-text");
    // The text column may shrink below its longest word: one minmax(0, 1fr) track, min-width 0, beside a QR code that does not shrink.
    expect(text.className.split(" ")).toEqual(expect.arrayContaining(["min-w-0", "flex-1", "grid-cols-1"]));
    expect(card.className.split(" ")).toContain("min-w-0");
    expect(within(card).getByRole("img").parentElement!.className.split(" ")).toContain("shrink-0");
    // The name and the username break anywhere (overflow-wrap: anywhere also lowers their min-content width).
    expect(within(card).getByText(`Amara ${surname}`).className.split(" ")).toContain("wrap-anywhere");
    expect(within(card).getByText(long.students[0].username).className.split(" ")).toEqual(expect.arrayContaining(["break-all", "wrap-anywhere"]));
    // The page's columns are minmax(0, 1fr) too, so no card widens the sheet past the screen.
    expect(screen.getByRole("region", { name: "Page 1" }).className.split(" ")).toContain("grid-cols-1");
    expect(screen.getByTestId("login-card-sheet").className.split(" ")).toContain("grid-cols-1");
  });

  it("lays the cards out eight to a page and prints on demand", async () => {
    const many = { ...loginCards, students: Array.from({ length: 10 }, (_, i) => ({ username: `greenfield.kid${i}`, first_name: "Kid", last_name: String(i) })) };
    stubFetch({ "GET /api/school-admin/classes/cls_y4/login-cards/": () => ({ body: many }) });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const user = userEvent.setup();
    renderCards();
    const page1 = await screen.findByRole("region", { name: "Page 1" });
    expect(within(page1).getAllByRole("article")).toHaveLength(8);
    expect(within(screen.getByRole("region", { name: "Page 2" })).getAllByRole("article")).toHaveLength(2);
    expect(page1.className).toContain("print:grid-cols-2");
    expect(page1.className).toContain("print:grid-rows-4");

    const button = screen.getByRole("button", { name: "Print" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("downloads the worker's PDF of the cards beside Print", async () => {
    const calls = stubFetch({ "GET /api/school-admin/classes/cls_y4/login-cards/": () => ({ body: loginCards }), "GET /api/classes/cls_y4/login-cards.pdf": () => ({ body: {} }) });
    URL.createObjectURL = vi.fn(() => "blob:cards");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderCards();
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.url.endsWith("/api/classes/cls_y4/login-cards.pdf")).map((c) => c.method)).toEqual(["GET"]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`login-cards-${loginCards.code}.pdf`);
  });

  it("explains when there is nothing to print", async () => {
    stubFetch({ "GET /api/school-admin/classes/cls_y4/login-cards/": () => ({ body: { ...loginCards, students: [] } }) });
    renderCards();
    expect(await screen.findByText("This class has no active students yet. Add students first.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });
});
