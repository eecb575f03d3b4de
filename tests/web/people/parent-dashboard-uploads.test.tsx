import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { ParentDashboard } from "@/features/operations/components/parent-dashboard";
import { renderPage, stubFetch } from "../render";
import { avaOnDashboard } from "./fixtures";

/** `n` of the child's own books, newest first. */
const uploads = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: "book" as const, id: `bk_${i}`, title: `My book ${i + 1}`, status: "published", created_at: new Date(Date.UTC(2026, 10, 20 - i)).toISOString() }));

const cardOf = async () => (await screen.findByRole("heading", { name: "Ava Brown" })).closest("[aria-labelledby]") as HTMLElement;

describe("a child's books and stories on the parent dashboard", () => {
  it("shows the latest eight and says how many more there are; the rest open in place and fold again", async () => {
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [avaOnDashboard({ uploads: uploads(11) })] } }) });
    renderPage(<ParentDashboard />);
    const card = await cardOf();
    expect(within(card).getByText("My book 8")).toBeInTheDocument();
    expect(within(card).queryByText("My book 9")).toBeNull();
    const more = within(card).getByRole("button", { name: "Show 3 more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(within(card).getByText("My book 11")).toBeInTheDocument();
    const fewer = within(card).getByRole("button", { name: "Show fewer" });
    expect(fewer).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(fewer);
    expect(within(card).queryByText("My book 9")).toBeNull();
  });

  it("offers nothing more when everything is shown, and says one more in the singular", async () => {
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [avaOnDashboard({ uploads: uploads(8) })] } }) });
    const { unmount } = renderPage(<ParentDashboard />);
    const card = await cardOf();
    expect(within(card).getByText("My book 8")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /more/ })).toBeNull();
    unmount();
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [avaOnDashboard({ uploads: uploads(9) })] } }) });
    renderPage(<ParentDashboard />);
    expect(within(await cardOf()).getByRole("button", { name: "Show 1 more" })).toBeInTheDocument();
  });
});
