import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminMode } from "@contracts/school-admin";
import SchoolModesPage from "@/app/routes/school-admin/school-modes";
import { renderPage, stubFetch } from "../render";
import { formKeys, formValue } from "./fixtures";

const reading: AdminMode = { id: "mod_reading", name: "Reading", image: null, locked: false, active: true, status: "ACTIVE", sort_order: 1 };
const sdg: AdminMode = { id: "mod_sdg", name: "SDG Challenges", image: "/api/files/tenants/t/modes/sdg.png", locked: true, active: false, status: "INACTIVE", sort_order: 2 };
const list = { "GET /api/school-admin/modes/": () => ({ body: { results: [reading, sdg] } }) };
const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: "input, select" });

describe("school modes", () => {
  it("lists the school's modes", async () => {
    stubFetch(list);
    renderPage(<SchoolModesPage />);
    const table = await screen.findByRole("table", { name: "Modes in display order" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1].textContent)).toEqual(["Reading", "SDG Challenges"]);
    expect(within(rows[1]).getByText("Locked")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Inactive")).toBeInTheDocument();
    expect(within(rows[0]).queryByText("Locked")).not.toBeInTheDocument();
  });

  it("add dialog: checks name, order and image with the contract's messages before sending", async () => {
    const calls = stubFetch({ ...list, "POST /api/school-admin/modes/": () => ({ status: 201, body: { ...reading, id: "mod_new", name: "Story Writing" } }) });
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<SchoolModesPage />);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Add mode" }));
    const dialog = await screen.findByRole("dialog", { name: "Add mode" });

    await user.type(field(dialog, "Sort order"), "-1");
    await user.upload(field(dialog, "Image"), new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    await user.click(within(dialog).getByRole("button", { name: "Add mode" }));
    expect(field(dialog, "Name")).toHaveAccessibleDescription("Required");
    expect(field(dialog, "Sort order")).toHaveAccessibleDescription("Enter a whole number from 0 to 10000");
    expect(field(dialog, "Image")).toHaveAccessibleDescription("Only PNG, JPEG or WebP images are accepted.");

    await user.upload(field(dialog, "Image"), new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(await within(dialog).findByText("The image must be 2 MB or smaller.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(field(dialog, "Name"), "Story Writing");
    await user.clear(field(dialog, "Sort order"));
    await user.upload(field(dialog, "Image"), new File([new Uint8Array(64)], "story.webp", { type: "image/webp" }));
    await user.click(field(dialog, "Locked (shown blurred, cannot be picked)"));
    await user.click(within(dialog).getByRole("button", { name: "Add mode" }));

    expect(await screen.findByText("Mode added successfully!")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual(["active", "image", "locked", "name", "status"]);
    expect(formValue(post.body, "locked")).toBe("true");
    expect((formValue(post.body, "image") as File).name).toBe("story.webp");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edit sends only the changed fields; delete asks first", async () => {
    const calls = stubFetch({
      ...list,
      "PATCH /api/school-admin/modes/mod_sdg/": () => ({ body: { ...sdg, locked: false } }),
      "DELETE /api/school-admin/modes/mod_reading/": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderPage(<SchoolModesPage />);
    await user.click(await screen.findByRole("button", { name: "Edit SDG Challenges" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit SDG Challenges" });
    expect(within(dialog).getByRole("img", { name: "Image preview" })).toHaveAttribute("src", sdg.image);
    await user.click(field(dialog, "Locked (shown blurred, cannot be picked)"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Mode updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["locked"]);
    expect(formValue(patch.body, "locked")).toBe("false");

    await user.click(screen.getByRole("button", { name: "Delete Reading" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete mode?" });
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Mode "Reading" deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
