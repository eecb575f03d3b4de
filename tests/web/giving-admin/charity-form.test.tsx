import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CharityPage from "@/app/routes/admin-panel/charity";
import AddCharityPage from "@/app/routes/school-admin/add-charity";
import { renderPage, stubFetch } from "../render";
import { charity, validationFailed } from "./fixtures";

const routes = { "/admin-panel/all-charities": <p>charities list</p>, "/admin/charities": <p>school charities list</p> };
const renderAdd = () => renderPage(<CharityPage />, { path: "/admin-panel/charity", route: "/admin-panel/charity/:charityId?", routes });
const renderEdit = () => renderPage(<CharityPage />, { path: "/admin-panel/charity/cha_books", route: "/admin-panel/charity/:charityId?", routes });
const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name });
const amount = (n: number) => screen.getByRole("textbox", { name: `Suggested amount ${n} (USD)` });

describe("charity form validation", () => {
  it("shows the contract's messages on the fields and sends nothing", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderAdd();
    await user.type(textbox("Website"), "books.example");
    await user.clear(amount(2));
    await user.type(amount(2), "0.5");
    await user.clear(amount(3));
    await user.type(amount(3), "12.345");
    await user.click(screen.getByRole("button", { name: "Add charity" }));

    expect(textbox("Name")).toHaveAccessibleDescription("Required");
    expect(textbox("Website")).toHaveAccessibleDescription("Enter a full web address (https://…)");
    expect(amount(2)).toHaveAccessibleDescription("Enter an amount between 1 and 1,000,000");
    expect(amount(3)).toHaveAccessibleDescription("Enter an amount between 1 and 1,000,000");
    expect(amount(1)).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);
  });

  it("needs at least one suggested amount and stops at six", async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAdd();
    await user.type(textbox("Name"), "Clean Water Now");
    const amounts = screen.getByRole("group", { name: "Suggested amounts (USD)" });
    const add = within(amounts).getByRole("button", { name: "Add an amount" });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    for (let i = 6; i >= 1; i--) await user.click(screen.getByRole("button", { name: `Remove suggested amount ${i}` }));
    await user.click(screen.getByRole("button", { name: "Add charity" }));
    expect(await within(amounts).findByText("Give at least one suggested amount")).toBeInTheDocument();
  });
});

describe("creating a charity", () => {
  it("sends suggested amounts in minor units, then uploads the logo and returns to the list", async () => {
    const created = charity({ id: "cha_water", name: "Clean Water Now" });
    const calls = stubFetch({
      "POST /api/charities/": () => ({ status: 201, body: created }),
      "POST /api/charities/cha_water/logo/": () => ({ body: { ...created, logo_url: "/files/logo.png" } }),
    });
    const user = userEvent.setup();
    renderAdd();
    await user.type(textbox("Name"), "Clean Water Now");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "Kenya");
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "GBP");
    await user.clear(screen.getByRole("textbox", { name: "Suggested amount 1 (GBP)" }));
    await user.type(screen.getByRole("textbox", { name: "Suggested amount 1 (GBP)" }), "12.5");
    await user.click(screen.getByRole("checkbox", { name: "6. Clean Water and Sanitation" }));
    await user.click(screen.getByRole("checkbox", { name: "3. Good Health and Well-being" }));
    await user.upload(screen.getByLabelText("Logo"), new File(["png"], "logo.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Add charity" }));

    expect(await screen.findByText("charities list")).toBeInTheDocument();
    expect(screen.getByText("Charity added.")).toBeInTheDocument();
    const post = calls.find((c) => c.url === "/api/charities/")!;
    expect(post.body).toEqual({
      name: "Clean Water Now",
      summary: "",
      description: "",
      website: null,
      country: "KE",
      currency: "GBP",
      suggested_amounts: [1250, 2500, 5000, 10000],
      sdgs: [3, 6],
      status: "active",
      platform_wide: true,
    });
    const logo = calls.find((c) => c.url === "/api/charities/cha_water/logo/")!;
    expect((logo.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("puts the server's field errors on the form", async () => {
    stubFetch({ "POST /api/charities/": () => validationFailed({ name: ["A charity with this name exists"] }) });
    const user = userEvent.setup();
    renderAdd();
    await user.type(textbox("Name"), "Books for All");
    await user.click(screen.getByRole("button", { name: "Add charity" }));
    expect(await screen.findByText("Could not save the charity.")).toBeInTheDocument();
    expect(textbox("Name")).toHaveAccessibleDescription("A charity with this name exists");
  });
});

describe("editing a charity", () => {
  it("starts from the charity in major units and sends only the changed fields", async () => {
    const calls = stubFetch({
      "GET /api/charities/cha_books/": () => ({ body: charity() }),
      "PATCH /api/charities/cha_books/": () => ({ body: charity({ summary: "Books for every child.", suggested_amounts: [1000, 3000] }) }),
    });
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByDisplayValue("Books for All")).toBeInTheDocument();
    expect(amount(1)).toHaveValue("10.00");
    expect(amount(2)).toHaveValue("25.00");

    await user.clear(textbox("Summary"));
    await user.type(textbox("Summary"), "Books for every child.");
    await user.clear(amount(2));
    await user.type(amount(2), "30");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Charity saved.")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.body).toEqual({ summary: "Books for every child.", suggested_amounts: [1000, 3000] });
  });

  it("sends nothing when nothing changed", async () => {
    const calls = stubFetch({ "GET /api/charities/cha_books/": () => ({ body: charity() }) });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue("Books for All");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Nothing has changed.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("has no platform-wide switch for a school admin, and sends no platform_wide", async () => {
    const calls = stubFetch({ "POST /api/charities/": () => ({ status: 201, body: charity({ tenant_id: "ten_green" }) }) });
    const user = userEvent.setup();
    renderPage(<AddCharityPage />, { path: "/admin/addcharities", route: "/admin/addcharities/:charityId?", routes });
    expect(screen.queryByRole("checkbox", { name: /Platform-wide/ })).not.toBeInTheDocument();
    await user.type(textbox("Name"), "Greenfield Book Fund");
    await user.click(screen.getByRole("button", { name: "Add charity" }));
    expect(await screen.findByText("school charities list")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).not.toHaveProperty("platform_wide");
  });
});
