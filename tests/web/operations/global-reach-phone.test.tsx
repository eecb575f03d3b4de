import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GlobalReach } from "@/features/operations/components/global-reach";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const reach = {
  countries: [
    { code: "GB", name: "United Kingdom", schools: 1, libraries: 1, charities: 0, donations: 12 },
    { code: "KE", name: "Kenya", schools: 0, libraries: 1, charities: 2, donations: 26 },
  ],
  totals: { countries: 2, schools: 1, libraries: 2, charities: 2, donations: 38 },
};

// The table's five columns scrolled sideways on a 412 px phone. A phone now gets one card a country
// and the table shows from sm up (tests/e2e/global-reach.spec.ts measures the widths in Chromium;
// jsdom has no layout, so this reads which breakpoint shows which).
describe("the global reach figures", () => {
  it("are a list of cards on a phone and a table with row and column headers from sm up", async () => {
    stubFetch({ "GET /api/global-reach": () => ({ body: reach }) });
    await setInterfaceLocale("ar");
    try {
      renderPage(<GlobalReach />);
      const list = await screen.findByRole("list", { name: "المدارس والمكتبات والجمعيات الخيرية والتبرعات حسب الدولة" });
      expect(list.className.split(/\s+/)).toContain("sm:hidden");
      const cards = within(list).getAllByRole("listitem");
      expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual(["المملكة المتحدة", "كينيا"]);
      const kenya = within(cards[1]);
      expect(kenya.getAllByRole("term").map((d) => d.textContent)).toHaveLength(4);
      expect(kenya.getAllByRole("definition").map((d) => d.textContent)).toEqual(["0", "1", "2", "26"]);

      const table = screen.getByRole("table");
      expect(table.closest(".hidden")?.className.split(/\s+/)).toContain("sm:block");
      expect(within(table).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["المملكة المتحدة", "كينيا"]);
      expect(within(table).getAllByRole("columnheader")).toHaveLength(6);
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
