import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SchoolDocumentDetails } from "@/features/identity/school-admin/components/school-document-details";
import { renderPage, stubFetch } from "../render";

const settings = { review_teacher_uploads: false, country: "KE", locale: "en", time_zone: "UTC", currency: "KES", address: null, tax_id: "P0512" };

describe("the school's address and tax id (printed on invoices and receipts)", () => {
  it("saves a multi-line address and a tax id, clears a blank one, and refuses an overlong address before sending", async () => {
    let saved: Record<string, unknown> = { ...settings };
    const calls = stubFetch({
      "GET /api/school-admin/settings/": () => ({ body: saved }),
      "PATCH /api/school-admin/settings/": ({ body }) => {
        saved = { ...saved, ...JSON.parse(String(body)) };
        return { body: saved };
      },
      "GET /api/current-tenant": () => ({ body: {} }),
    });
    const user = userEvent.setup();
    renderPage(<SchoolDocumentDetails />);
    const address = await screen.findByLabelText("Postal address");
    const taxId = screen.getByLabelText("Tax id");
    expect(taxId).toHaveValue("P0512");
    expect(address).toHaveValue("");

    await user.type(address, "12 Long Road{Enter}Nairobi 00100");
    await user.clear(taxId);
    await user.click(screen.getByRole("button", { name: "Save address and tax id" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ address: "12 Long Road\nNairobi 00100", tax_id: null }]));
    expect(await screen.findByText("The address and tax id are saved.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Postal address"));
    await user.click(screen.getByLabelText("Postal address"));
    await user.paste("x".repeat(301));
    await user.click(screen.getByRole("button", { name: "Save address and tax id" }));
    expect(await screen.findByText("Keep the address within 300 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Postal address")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
  });
});
