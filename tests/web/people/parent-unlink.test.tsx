import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { ParentDashboard } from "@/features/operations/components/parent-dashboard";
import { renderPage, stubFetch } from "../render";
import type { ParentChildDashboardOut } from "@contracts/people";
import { avaOnDashboard } from "./fixtures";

const ava = avaOnDashboard();

describe("parent dashboard", () => {
  it("lists the child's certificates, each opening its page, and counts the issued ones", async () => {
    const certificates: ParentChildDashboardOut["certificates"] = [
      { id: "crt_b", course_title: "Climate Heroes", status: "awaiting_claim", issued_at: null },
      { id: "crt_a", course_title: "Our School Garden", status: "issued", issued_at: "2026-10-02T09:00:00.000Z" },
    ];
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [{ ...ava, certificates }] } }) });
    renderPage(<ParentDashboard />);
    const card = (await screen.findByRole("heading", { name: "Ava Brown" })).closest("[aria-labelledby]") as HTMLElement;
    expect(within(card).getByText("Certificates", { selector: "dt" }).nextElementSibling).toHaveTextContent("1");
    expect(within(card).getByRole("link", { name: "Our School Garden" })).toHaveAttribute("href", "/certificate/crt_a");
    expect(within(card).getByRole("link", { name: "Climate Heroes" })).toHaveAttribute("href", "/certificate/crt_b");
    expect(within(card).getByText("Ready to claim")).toBeInTheDocument();
  });

  it("the full-name choice says that every linked parent must choose it (the certificates follow the most private choice)", async () => {
    stubFetch({ "GET /api/parent/children/": () => ({ body: { results: [ava] } }) });
    renderPage(<ParentDashboard />);
    const choice = await screen.findByRole("checkbox", { name: /Show my child's full name on certificates/ });
    expect(choice).toHaveAccessibleDescription("If another parent is linked to your child, the full name is printed only when both of you choose it.");
  });

  it("a parent unlinks a child after confirming, and the child leaves the dashboard", async () => {
    let linked = true;
    const calls = stubFetch({
      "GET /api/parent/children/": () => ({ body: { results: linked ? [ava] : [] } }),
      "DELETE /api/parent/links/plk_1/": () => {
        linked = false;
        return { status: 204 };
      },
    });
    renderPage(<ParentDashboard />);
    const card = (await screen.findByRole("heading", { name: "Ava Brown" })).closest("[aria-labelledby]") as HTMLElement;
    fireEvent.click(within(card).getByRole("button", { name: "Unlink Ava Brown" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlink Ava Brown?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText(/No child is linked to your account yet/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => new URL(c.url, "http://x").pathname)).toEqual(["/api/parent/links/plk_1/"]);
  });
});
