import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { COLOR_FIELDS } from "@contracts/tenants";
import TenantPage from "@/app/routes/admin-panel/tenant";
import { renderPage, stubFetch } from "../render";
import { formKeys, formValue, greenfield, validationFailed } from "./fixtures";

afterEach(() => void toast.dismiss());

const routes = { "/admin-panel/all-tenants": <p>schools list</p> };
const renderAdd = () => renderPage(<TenantPage />, { path: "/admin-panel/tenant", route: "/admin-panel/tenant/:tenantId?", routes });
const renderEdit = () => renderPage(<TenantPage />, { path: "/admin-panel/tenant/ten_green", route: "/admin-panel/tenant/:tenantId?", routes });
const textbox = (name: string) => screen.getByRole("textbox", { name });
const preview = () => within(screen.getByRole("region", { name: "Live preview" }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox("School name"), "Hilltop School");
  await user.type(textbox("School email"), "office@hilltop.example.org");
  await user.type(textbox("Domain"), "https://Hilltop.example.org/");
  await user.selectOptions(screen.getByRole("combobox", { name: "Switchboard" }), "Yes");
  await user.type(textbox("Primary colour"), "#7C3AED");
}

describe("add school form", () => {
  it("marks every required field and checks the email, sending nothing", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole("button", { name: "Add school" }));

    for (const name of ["School name", "School email", "Domain", "Primary colour"]) expect(textbox(name)).toHaveAccessibleDescription("Required");
    expect(screen.getByRole("combobox", { name: "Switchboard" })).toHaveAccessibleDescription("Required");

    await user.type(textbox("School email"), "office@");
    await user.type(textbox("Buttons"), "blue");
    await user.click(screen.getByRole("button", { name: "Add school" }));
    expect(textbox("School email")).toHaveAccessibleDescription("Invalid email");
    expect(textbox("Buttons")).toHaveAccessibleDescription("Enter a hex colour such as #1d4ed8");
    expect(calls).toHaveLength(0);
  });

  it("renders the live preview in the form's current colours", async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAdd();
    const header = preview().getByTestId("preview-header");
    expect(header).toHaveStyle({ backgroundColor: "#1d4ed8" }); // the platform's default while empty

    await user.type(textbox("Primary colour"), "#ff0000");
    expect(header).toHaveStyle({ backgroundColor: "#ff0000" });
    // Buttons follow the primary colour until they get their own.
    expect(preview().getByTestId("preview-button")).toHaveStyle({ backgroundColor: "#ff0000" });

    // The native picker edits the same value as the text field.
    fireEvent.input(screen.getByLabelText("Buttons picker"), { target: { value: "#00aa00" } });
    expect(textbox("Buttons")).toHaveValue("#00aa00");
    expect(preview().getByTestId("preview-button")).toHaveStyle({ backgroundColor: "#00aa00" });

    await user.type(textbox("School name"), "Hilltop School");
    expect(preview().getByText("Hilltop School")).toBeInTheDocument();
  });

  it("creates the school with all colour fields, toasts and returns to the list", async () => {
    const calls = stubFetch({ "POST /api/admin/tenants/": () => ({ status: 201, body: { ...greenfield, id: "ten_hill" } }) });
    const user = userEvent.setup();
    renderAdd();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Add school" }));

    expect(await screen.findByText("Tenant added successfully!")).toBeInTheDocument();
    expect(await screen.findByText("schools list")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual([...COLOR_FIELDS, "domain_url", "school_email", "school_name", "switchboard"].sort());
    expect(formValue(post.body, "domain_url")).toBe("hilltop.example.org");
    expect(formValue(post.body, "primary_color")).toBe("#7c3aed");
    expect(formValue(post.body, "button_color")).toBe("");
    expect(formValue(post.body, "switchboard")).toBe("true");
  });

  it("toasts the failure and shows the server's field errors", async () => {
    stubFetch({ "POST /api/admin/tenants/": () => validationFailed({ subdomain: ["This subdomain is already taken"] }) });
    const user = userEvent.setup();
    renderAdd();
    await fillRequired(user);
    await user.type(textbox("Subdomain"), "greenfield");
    await user.click(screen.getByRole("button", { name: "Add school" }));

    expect(await screen.findByText("Error saving user. Please try again.")).toBeInTheDocument();
    expect(textbox("Subdomain")).toHaveAccessibleDescription("This subdomain is already taken");
    expect(screen.queryByText("schools list")).not.toBeInTheDocument();
  });
});

describe("edit school form", () => {
  it("starts from the school's values and sends only what changed", async () => {
    const calls = stubFetch({
      "GET /api/admin/tenants/ten_green/": () => ({ body: greenfield }),
      "PATCH /api/admin/tenants/ten_green/": () => ({ body: { ...greenfield, button_color: "#0f766e", switchboard: false } }),
    });
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByDisplayValue("Greenfield Primary School")).toBeInTheDocument();
    expect(screen.getByText("Leave empty to keep the current password.")).toBeInTheDocument();
    expect(preview().getByTestId("preview-header")).toHaveStyle({ backgroundColor: "#166534" });

    await user.clear(textbox("Buttons"));
    await user.type(textbox("Buttons"), "#0F766E");
    await user.selectOptions(screen.getByRole("combobox", { name: "Switchboard" }), "No");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Tenant updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["button_color", "switchboard"]);
    expect(formValue(patch.body, "button_color")).toBe("#0f766e");
    expect(formValue(patch.body, "switchboard")).toBe("false");
  });

  it("sends a new community password only when one is typed", async () => {
    const calls = stubFetch({
      "GET /api/admin/tenants/ten_green/": () => ({ body: greenfield }),
      "PATCH /api/admin/tenants/ten_green/": () => ({ body: greenfield }),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue("Greenfield Primary School");
    await user.type(screen.getByLabelText("Community password", { selector: "input" }), "owls-at-night");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await screen.findByText("Tenant updated successfully!");
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["community_password"]);
    expect(formValue(patch.body, "community_password")).toBe("owls-at-night");
  });

  it("shows the school's country and sends a new one (what /global-reach counts)", async () => {
    const calls = stubFetch({
      "GET /api/admin/tenants/ten_green/": () => ({ body: { ...greenfield, country: "GB" } }),
      "PATCH /api/admin/tenants/ten_green/": () => ({ body: { ...greenfield, country: "KE" } }),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue("Greenfield Primary School");
    const country = screen.getByRole("combobox", { name: "Country" });
    expect(country).toHaveValue("GB");
    await user.selectOptions(country, "KE");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Tenant updated successfully!");
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["country"]);
    expect(formValue(patch.body, "country")).toBe("KE");
  });
});
