import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import SchoolCharitiesPage from "@/app/routes/school-admin/charities";
import { renderPage, stubFetch } from "../render";
import { charity, page, queryOf } from "./fixtures";

describe("school admin charities", () => {
  it("lists the school's charities as editable and platform-wide ones read-only", async () => {
    const calls = stubFetch({
      "GET /api/charities/": () => ({ body: page([charity(), charity({ id: "cha_green", name: "Greenfield Book Fund", tenant_id: "ten_green", status: "inactive" })]) }),
    });
    renderPage(<SchoolCharitiesPage />, { path: "/admin/charities", route: "/admin/charities" });
    const table = await screen.findByRole("table", { name: "Charities" });
    const [, platform, own] = within(table).getAllByRole("row");
    expect(platform).toHaveTextContent("Platform-wide");
    expect(platform).toHaveTextContent("Read-only");
    expect(within(platform).queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(own).toHaveTextContent("Inactive");
    expect(within(own).getByRole("link", { name: "Edit Greenfield Book Fund" })).toHaveAttribute("href", "/admin/addcharities/cha_green");
    expect(screen.getByRole("link", { name: "Add charity" })).toHaveAttribute("href", "/admin/addcharities");
    // Inactive charities the school manages are asked for too.
    expect(queryOf(calls[0].url).all).toBe("true");
  });
});
