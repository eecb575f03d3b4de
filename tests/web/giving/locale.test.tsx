import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import TrackOrderPage from "@/app/routes/giving/track-order";
import ProjectsPage from "@/app/routes/giving/projects";
import ProjectPage from "@/app/routes/giving/project";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { line, order, page, project, resetState } from "./fixtures";

const shipped = order({
  status: "paid",
  fulfilment_status: "shipped",
  tracking_number: "1Z999AA10123456784",
  lines: [line(1, { kind: "printed_book", title: "Printed: The Moon and Me", requires_shipping: true, amount: 1500, unit_amount: 1500 })],
  subtotal: 1500,
  shipping: 499,
  total: 1999,
  created_at: "2026-03-01T10:00:00.000Z",
  paid_at: "2026-03-01T10:01:00.000Z",
  history: [
    { status: "created", note: null, created_at: "2026-03-01T10:00:00.000Z" },
    { status: "paid", note: null, created_at: "2026-03-01T10:01:00.000Z" },
    { status: "shipped", note: "Posted with UPS", created_at: "2026-03-03T09:00:00.000Z" },
  ],
});

// What Intl itself writes for these values in each language (the page must agree, not hard-code English).
// Testing Library compares text with its whitespace (Intl's no-break spaces too) collapsed to plain spaces.
const plain = (text: string) => text.replace(/\s+/g, " ");
const money = (locale: string, major: number) => plain(new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(major));
const dateTime = (locale: string, iso: string) => plain(new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)));

describe("giving in another language", () => {
  beforeEach(resetState);
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("Arabic: the order tracking page reads right to left, in Arabic, with Intl's Arabic money and dates", async () => {
    await act(() => setInterfaceLocale("ar"));
    expect(document.documentElement.dir).toBe("rtl");
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: shipped }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_1?key=acc_1", route: "/trackorder/:id" });

    expect(await screen.findByRole("heading", { level: 1, name: "الطلب GF-000123" })).toBeInTheDocument();
    const status = screen.getByRole("region", { name: "الحالة" });
    expect(within(status).getByText("مدفوع")).toBeInTheDocument();
    expect(within(status).getByText("تم الشحن")).toBeInTheDocument();
    expect(within(status).getByText(`دُفع في ${dateTime("ar", "2026-03-01T10:01:00.000Z")}`)).toBeInTheDocument();
    expect(screen.getByText(`قُدّم في ${dateTime("ar", "2026-03-01T10:00:00.000Z")} · ${money("ar", 19.99)}`)).toBeInTheDocument();

    const history = screen.getByRole("list", { name: "سجل الطلب" });
    expect(within(history).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent)).toEqual(["أُنشئ الطلب", "مدفوع", "تم الشحن"]);
    // User content stays as written.
    expect(within(history).getByText("Posted with UPS")).toBeInTheDocument();

    const items = screen.getByRole("list", { name: "عناصر هذا الطلب" });
    expect(within(items).getByText("Printed: The Moon and Me")).toBeInTheDocument();
    expect(within(items).getByText("كتاب مطبوع")).toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent(money("ar", 19.99));
    expect(screen.getByRole("link", { name: "الإيصال" })).toHaveAttribute("href", "/invoice/order/ord_1?key=acc_1");
    // Nothing of the English interface is left on the page.
    expect(screen.queryByText("Order history")).toBeNull();
    expect(screen.queryByText(/Tracking number/)).toBeNull();
  });

  it("Hindi: a gift's line names its cause in Hindi words, the cause's own name as written", async () => {
    await act(() => setInterfaceLocale("hi"));
    const gift = line(1, { kind: "donation", title: "Gift to Book Boxes for 20 Classrooms", amount: 725, unit_amount: 725 });
    stubFetch({ "GET /api/orders/ord_1/": () => ({ body: { ...shipped, lines: [gift], subtotal: 725, shipping: 0, total: 725 } }) });
    renderPage(<TrackOrderPage />, { path: "/trackorder/ord_1?key=acc_1", route: "/trackorder/:id" });
    const items = await screen.findByRole("list", { name: "इस ऑर्डर के आइटम" });
    expect(within(items).getByText("Book Boxes for 20 Classrooms के लिए दान")).toBeInTheDocument();
    expect(within(items).queryByText(/Gift to/)).toBeNull();
  });

  it("Arabic: a project's English title, summary and story run left to right (full stop at the end) and its charity's name is isolated", async () => {
    await act(() => setInterfaceLocale("ar"));
    const p = project({ summary: "Stock the Riverside reading room.", charity: { id: "cha_1", name: "Readers United Inc.", slug: "readers-united" } });
    stubFetch({ "GET /api/projects/": () => ({ body: page([p]) }), "GET /api/projects/books-for-riverside/": () => ({ body: p }) });
    const { unmount } = renderPage(<ProjectsPage />, { path: "/projects" });
    const grid = await screen.findByRole("list", { name: "المشاريع" });
    expect(within(grid).getByRole("heading", { level: 3, name: "Books for Riverside" })).toHaveAttribute("dir", "auto");
    expect(within(grid).getByText("Stock the Riverside reading room.")).toHaveAttribute("dir", "auto");
    // "من Readers United Inc.": without the isolation the name's full stop jumps to its start in a right-to-left line.
    expect(within(grid).getByText("من \u2068Readers United Inc.\u2069")).toBeInTheDocument();
    unmount();

    renderPage(<ProjectPage />, { path: "/charity-projects/books-for-riverside", route: "/charity-projects/:slug" });
    expect(await screen.findByRole("heading", { level: 1, name: "Books for Riverside" })).toHaveAttribute("dir", "auto");
    expect(screen.getByText("Stock the Riverside reading room.")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("First paragraph.")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("Second paragraph.")).toHaveAttribute("dir", "auto");
  });

  it("Hindi: project cards with translated labels, Hindi plural forms and Intl's Hindi money", async () => {
    await act(() => setInterfaceLocale("hi"));
    stubFetch({ "GET /api/projects/": () => ({ body: page([project({ donor_count: 1 }), project({ id: "prj_2", slug: "second", title: "Second", donor_count: 12 })]) }) });
    renderPage(<ProjectsPage />, { path: "/projects" });

    const grid = await screen.findByRole("list", { name: "परियोजनाएँ" });
    expect(screen.getByRole("heading", { level: 1, name: "परियोजनाएँ" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "परियोजनाएँ खोजें" })).toBeInTheDocument();
    const goal = plain(new Intl.NumberFormat("hi", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(5000));
    const percent = new Intl.NumberFormat("hi", { style: "percent", maximumFractionDigits: 0 }).format(0.42);
    expect(within(grid).getAllByRole("progressbar", { name: `${goal} में से ${percent} जुटाया गया` })).toHaveLength(2);
    expect(within(grid).getByText("1 दानदाता")).toBeInTheDocument();
    expect(within(grid).getByText("12 दानदाता")).toBeInTheDocument();
  });
});
