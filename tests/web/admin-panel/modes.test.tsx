import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import ModesPage from "@/app/routes/admin-panel/modes";
import { renderPage, stubFetch } from "../render";
import { formKeys, formValue, greenfield, page, riverside } from "./fixtures";

afterEach(() => void toast.dismiss());

const reading = { id: "mod_read", name: "Reading", image: null, locked: false, active: true, status: "ACTIVE", sort_order: 0 };
const sdg = { id: "mod_sdg", name: "SDG Challenges", image: "/api/files/tenants/ten_green/modes/abc.png", locked: true, active: true, status: "ACTIVE", sort_order: 2 };

function setup() {
  const calls = stubFetch({
    "GET /api/admin/tenants/": () => ({ body: page([greenfield, riverside]) }),
    "GET /api/super-admin/modes/": ({ url }) => ({ body: { results: new URL(url, "http://localhost").searchParams.get("tenant") === "ten_green" ? [reading, sdg] : [] } }),
    "POST /api/super-admin/modes/": () => ({ status: 201, body: { ...reading, id: "mod_new", name: "Story Writing" } }),
    "PATCH /api/super-admin/modes/mod_sdg/": () => ({ body: { ...sdg, locked: false } }),
    "DELETE /api/super-admin/modes/mod_read/": () => ({ status: 204 }),
  });
  return calls;
}
const renderModes = (path = "/admin-panel/modes") => renderPage(<ModesPage />, { path, route: "/admin-panel/modes" });

describe("modes", () => {
  it("asks for a school, then lists its modes", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderModes();
    expect(screen.getByText("Choose a school to see its modes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add mode" })).toBeDisabled();

    const school = screen.getByRole("combobox", { name: "School" });
    await within(school).findByRole("option", { name: "Greenfield Primary School" });
    await user.selectOptions(school, "Greenfield Primary School");
    const row = (await screen.findByText("SDG Challenges")).closest("tr")!;
    expect(within(row).getByText("Locked")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/super-admin/modes/?tenant=ten_green")).toBe(true);

    await user.selectOptions(school, "Riverside Academy");
    expect(await screen.findByText("Riverside Academy has no modes yet.")).toBeInTheDocument();
  });

  it("adds a mode to the chosen school", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderModes("/admin-panel/modes?tenant=ten_green");
    await screen.findByText("Reading");
    await user.click(screen.getByRole("button", { name: "Add mode" }));
    const dialog = screen.getByRole("dialog", { name: "Add mode" });
    await user.click(within(dialog).getByRole("button", { name: "Add mode" }));
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Required");

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Story Writing");
    await user.click(within(dialog).getByRole("button", { name: "Add mode" }));
    expect(await screen.findByText("Mode added successfully!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual(["active", "locked", "name", "status", "tenant"]);
    expect(formValue(post.body, "tenant")).toBe("ten_green");
  });

  it("edits only the changed fields, and deletes after confirming", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderModes("/admin-panel/modes?tenant=ten_green");
    await screen.findByText("SDG Challenges");

    await user.click(screen.getByRole("button", { name: "Edit SDG Challenges" }));
    const dialog = screen.getByRole("dialog", { name: "Edit SDG Challenges" });
    expect(within(dialog).getByRole("spinbutton", { name: "Order" })).toHaveValue(2);
    await user.click(within(dialog).getByRole("checkbox", { name: "Locked (shown blurred, cannot be picked)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Mode updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["locked"]);
    expect(formValue(patch.body, "locked")).toBe("false");

    await user.click(screen.getByRole("button", { name: "Delete Reading" }));
    const confirm = screen.getByRole("dialog", { name: "Delete mode?" });
    expect(within(confirm).getByText(/"Reading" and its image will be removed/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Mode "Reading" deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/super-admin/modes/mod_read/"]);
  });
});
