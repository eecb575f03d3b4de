import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import WorldMap from "@/features/operations/components/world-map";

// jsdom has no pointer media queries, so the test reads the classes: "Hover a shaded country"
// was the only hint on a phone, where nothing hovers and the map's figures never show.
describe("the world map's hint", () => {
  it("asks for a hover only where the device can hover, and points a phone to the list below", () => {
    render(<WorldMap countries={[{ code: "KE", name: "Kenya", schools: 1, libraries: 1, charities: 1, donations: 3 }]} />);
    const hover = screen.getByText(/Hover a shaded country/);
    expect(hover.className.split(/\s+/)).toContain("[@media(hover:none)]:hidden");
    const touch = screen.getByText("Each country's figures are listed below.");
    expect(touch.className.split(/\s+/)).toEqual(expect.arrayContaining(["hidden", "[@media(hover:none)]:inline"]));
  });
});
