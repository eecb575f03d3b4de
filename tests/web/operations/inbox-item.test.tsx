import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { InboxDetailOut, ProblemItemOut } from "@contracts/operations";
import { InboxItem } from "@/features/operations/components/inbox-item";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";

const report = (patch: Partial<ProblemItemOut> = {}): InboxDetailOut => ({
  id: "prb_1",
  reference: "P-7KQ3MZ",
  kind: "problem",
  status: "new",
  school: { id: "ten_green", name: "Greenfield Primary School", origin: "https://greenfield.example" },
  name: null,
  email: null,
  category: "library",
  description: "The book stops loading at page 3.",
  page: "/library?book=3",
  user_agent: "",
  screenshot_url: null,
  reporter: null,
  created_at: "2026-11-20T08:30:00Z",
  updated_at: "2026-11-20T08:30:00Z",
  events: [],
  ...patch,
});

const show = async (item: InboxDetailOut) => {
  stubFetch({ "GET /api/inbox/problem/prb_1": () => ({ body: item }) });
  renderPage(<InboxItem kind="problem" id="prb_1" where="staff" />);
  await screen.findByText("The book stops loading at page 3.");
};

describe("a problem report in the staff inbox", () => {
  it("is headed by its reference alone, its status beside the heading (the h1 names the page and the tab)", async () => {
    await show(report());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^P-7KQ3MZ$/);
    expect(screen.getByRole("heading", { level: 1 }).parentElement).toHaveTextContent(/^P-7KQ3MZ\s*\S/);
  });

  it("opens the reported page on the reporting school's site, in a new tab without an opener", async () => {
    await show(report());
    const link = screen.getByRole("link", { name: "/library?book=3" });
    expect(link).toHaveAttribute("href", "https://greenfield.example/library?book=3");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps a page of the platform's own site on this host", async () => {
    await show(report({ school: null, page: "/library" }));
    expect(screen.getByRole("link", { name: "/library" })).toHaveAttribute("href", "/library");
  });

  it.each(["//evil.example/phish", "/\\evil.example/x", "https://evil.example/", "javascript:alert(1)"])("shows a stored page that is not a path of the site (%s) as text, with no link", async (page) => {
    await show(report({ page }));
    expect(screen.getByText(page).closest("a")).toBeNull();
    expect(screen.queryByRole("link", { name: page })).not.toBeInTheDocument();
  });

  // The reporter's role was its stored value ("school_admin") in every language.
  it("names the signed-in reporter's role in the reader's language", async () => {
    await setInterfaceLocale("ar");
    try {
      await show(report({ reporter: { id: "usr_1", name: "Asha Admin", role: "school_admin" } }));
      expect(screen.getByText("Asha Admin (مسؤول المدرسة)")).toBeInTheDocument();
    } finally {
      await setInterfaceLocale("en");
    }
  });
});
