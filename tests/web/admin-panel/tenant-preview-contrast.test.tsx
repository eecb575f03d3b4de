import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { TenantPreview } from "@/features/identity/admin-panel/components/tenant-preview";
import { contrastRatio } from "@/features/identity/admin-panel/lib/contrast";
import { renderPage } from "../render";

describe("Edit school's live preview warns of colours that are hard to read", () => {
  it("computes WCAG 2's contrast ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The platform's blue under white text (WebAIM's checker: 6.70).
    expect(contrastRatio("#ffffff", "#1d4ed8")).toBeCloseTo(6.7, 1);
  });

  it("says nothing with the platform's defaults", () => {
    renderPage(<TenantPreview colors={{}} logoUrl={null} schoolName="Greenfield" />);
    expect(screen.getByRole("heading", { name: "Live preview" })).toBeInTheDocument();
    expect(screen.queryByText(/hard to read/)).toBeNull();
  });

  it("names each part whose text would be hard to read, with its contrast", () => {
    // White on amber (the announcement's default) is about 2.1 to 1; pale grey text on white about 1.6.
    renderPage(<TenantPreview colors={{ book_button_color: "#f59e0b", text_muted_color: "#cccccc" }} logoUrl={null} schoolName="Greenfield" />);
    const warning = screen.getByText("Some text would be hard to read in these colours:").closest("[role=status]") as HTMLElement;
    const items = within(warning).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["Muted text: contrast 1.6 to 1 (at least 4.5 to 1 is readable)", "Read book buttons: contrast 2.1 to 1 (at least 4.5 to 1 is readable)"]);
  });

  it("keeps the tenth of a round ratio (3.0, not 3)", () => {
    // #949494 under white text is 3.03 to 1.
    renderPage(<TenantPreview colors={{ book_button_color: "#949494" }} logoUrl={null} schoolName="Greenfield" />);
    expect(screen.getByText(/^Read book buttons:/)).toHaveTextContent("Read book buttons: contrast 3.0 to 1");
  });
});
