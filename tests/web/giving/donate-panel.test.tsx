import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ProjectPage from "@/app/routes/giving/project";
import LibraryPage from "@/app/routes/giving/library";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { donation, library, project, resetState, signIn } from "./fixtures";

const renderProject = () => renderPage(<ProjectPage />, { path: "/charity-projects/books-for-riverside", route: "/charity-projects/:slug", routes: { "/checkout": <h1>Checkout page</h1> } });

function stubProject(onDonation: (body: Record<string, unknown>) => void = () => undefined) {
  return stubFetch({
    "GET /api/projects/books-for-riverside/": () => ({ body: project() }),
    "POST /api/donations/": (init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      onDonation(body);
      return { status: 201, body: donation({ amount: body.amount as number }) };
    },
    "POST /api/data/cart/": (init) => ({ body: { cart: ["item:old", JSON.parse(String(init.body)).item], count: 2 } }),
  });
}

describe("project page and donate panel", () => {
  beforeEach(resetState);

  it("shows the story, the goals and an accessible progress bar", async () => {
    stubProject();
    renderProject();
    expect(await screen.findByRole("heading", { level: 1, name: "Books for Riverside" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "42% of $5,000.00 raised" })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText("$2,100.00")).toBeInTheDocument();
    expect(screen.getByText("12 donors")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Sustainable Development Goals" })).getByText("SDG 4: Quality Education")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Readers United" })).toHaveAttribute("href", "/charities/readers-united");
  });

  it("a suggested amount goes to the server in minor units and the pledge lands in the visitor's cart", async () => {
    const bodies: Record<string, unknown>[] = [];
    stubProject((b) => bodies.push(b));
    const user = userEvent.setup();
    renderProject();
    const panel = await screen.findByRole("region", { name: "Donate" });
    await user.click(within(panel).getByRole("button", { name: "$50.00" }));
    expect(within(panel).getByRole("button", { name: "$50.00" })).toHaveAttribute("aria-pressed", "true");
    await user.type(within(panel).getByLabelText("Message (optional)"), "Happy reading!");
    await user.click(within(panel).getByLabelText("Give anonymously (your name is not shown)"));
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(await within(panel).findByText("Your gift of $50.00 to \u2068Books for Riverside\u2069 is in your cart.")).toBeInTheDocument();
    expect(bodies).toEqual([{ target_type: "project", target_id: "prj_1", amount: 5000, currency: "USD", message: "Happy reading!", anonymous: true }]);
    // Anonymous: the cart lives in the browser.
    expect(store.get(cartAtom)).toEqual({ items: ["donation:don_1"], count: 1 });
    expect(within(panel).getByRole("link", { name: "Go to checkout" })).toHaveAttribute("href", "/checkout");
  });

  it("a custom amount is parsed exactly; a malformed or too small one shows the contract's message", async () => {
    const bodies: Record<string, unknown>[] = [];
    stubProject((b) => bodies.push(b));
    const user = userEvent.setup();
    renderProject();
    const panel = await screen.findByRole("region", { name: "Donate" });
    const custom = within(panel).getByLabelText("Other amount");
    await user.type(custom, "12.345");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    // Too many decimals is said as such, not as an amount out of range.
    expect(await within(panel).findByText("Use at most 2 digits after the decimal point.")).toBeInTheDocument();
    expect(custom).toHaveAttribute("aria-invalid", "true");
    await user.clear(custom);
    await user.type(custom, "12.3x");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(await within(panel).findByText("Enter an amount between 1 and 1,000,000")).toBeInTheDocument();
    expect(custom).toHaveAttribute("aria-invalid", "true");
    // No suggested amount is pressed while a custom one is typed.
    expect(within(panel).getByRole("button", { name: "$25.00" })).toHaveAttribute("aria-pressed", "false");
    await user.clear(custom);
    await user.type(custom, "0.50");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(within(panel).getByText("Enter an amount between 1 and 1,000,000")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(custom);
    await user.type(custom, "19.99");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    await within(panel).findByText(/is in your cart/);
    expect(bodies[0]).toMatchObject({ amount: 1999, currency: "USD" });
  });

  it("refuses a message over 500 characters", async () => {
    stubProject();
    const user = userEvent.setup();
    renderProject();
    const panel = await screen.findByRole("region", { name: "Donate" });
    const message = within(panel).getByLabelText("Message (optional)");
    await user.click(message);
    await user.paste("x".repeat(501));
    expect(within(panel).getByText("501 / 500 characters")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(await within(panel).findByText("At most 500 characters")).toBeInTheDocument();
  });

  it("a signed-in student's gift counts for them by default and goes to the server cart; Give now goes to checkout", async () => {
    signIn();
    const bodies: Record<string, unknown>[] = [];
    const calls = stubProject((b) => bodies.push(b));
    const user = userEvent.setup();
    renderProject();
    const panel = await screen.findByRole("region", { name: "Donate" });
    expect(within(panel).getByLabelText("Counts towards the fundraising of")).toHaveValue("student");
    expect(within(panel).getByLabelText("Student's username")).toHaveValue("greenfield.student01");
    await user.click(within(panel).getByRole("button", { name: "Give now" }));
    expect(await screen.findByRole("heading", { name: "Checkout page" })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ amount: 2500, attribution: { kind: "student", ref: "greenfield.student01" } });
    expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/api/data/cart/"))?.body).toEqual({ item: "donation:don_1" });
    expect(store.get(cartAtom)).toEqual({ items: ["item:old", "donation:don_1"], count: 2 });
  });

  it("a class attribution needs the class, asked for by its name or class code; server field errors are shown on the form", async () => {
    const calls = stubFetch({
      "GET /api/projects/books-for-riverside/": () => ({ body: project() }),
      "POST /api/donations/": () => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { "attribution.ref": ["No class at this school has this name or class code"] }, requestId: "r" } } }),
    });
    const user = userEvent.setup();
    renderProject();
    const panel = await screen.findByRole("region", { name: "Donate" });
    await user.selectOptions(within(panel).getByLabelText("Counts towards the fundraising of"), "class");
    // Words a parent knows (not the internal id), with where to find the code.
    const field = within(panel).getByLabelText("Class: its name or class code");
    expect(field).toHaveAccessibleDescription("The class code is printed on the pupils' login cards.");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(await within(panel).findByText("Choose the student or class this gift counts for")).toBeInTheDocument();
    await user.type(field, "  Year 9 Nope ");
    await user.click(within(panel).getByRole("button", { name: "Add to cart" }));
    expect(await within(panel).findByText("No class at this school has this name or class code")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/api/donations/"))?.body).toMatchObject({ attribution: { kind: "class", ref: "Year 9 Nope" } });
    expect(store.get(cartAtom).items).toEqual([]);
  });

  it("a library page shows books stocked against the goal", async () => {
    stubFetch({ "GET /api/libraries/lib_1/": () => ({ body: library() }) });
    renderPage(<LibraryPage />, { path: "/libraries/lib_1", route: "/libraries/:id" });
    expect(await screen.findByRole("progressbar", { name: "600 of 2,000 books stocked" })).toHaveAttribute("aria-valuenow", "30");
    expect(screen.getByRole("progressbar", { name: "25% of $2,000.00 raised" })).toBeInTheDocument();
    // Where it is: the country by its name in the reader's language, not its code ("Nairobi, KE").
    expect(screen.getByText("Nairobi, Kenya")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("region", { name: "Donate" })).toBeInTheDocument());
  });

  it.each([
    ["en", 1, "0 of 1 book stocked"],
    ["ar", 2, "0 من أصل كتابَين متوفرة"],
    ["ar", 5, "0 من أصل 5 كتب متوفرة"],
    ["ar", 20, "0 من أصل 20 كتابًا متوفرة"],
    ["hi", 1, "1 में से 0 पुस्तक उपलब्ध"],
  ] as const)("a library's book goal takes the plural form of its number (%s, %i)", async (locale, goal, name) => {
    await act(() => setInterfaceLocale(locale));
    try {
      stubFetch({ "GET /api/libraries/lib_1/": () => ({ body: library({ books_stocked: 0, books_goal: goal }) }) });
      renderPage(<LibraryPage />, { path: "/libraries/lib_1", route: "/libraries/:id" });
      expect(await screen.findByRole("progressbar", { name })).toBeInTheDocument();
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });
});
