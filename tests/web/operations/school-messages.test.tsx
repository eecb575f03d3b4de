import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ContactItemOut, InboxCountsOut, InboxDetailOut } from "@contracts/operations";
import SchoolMessagePage from "@/app/routes/school-admin/message";
import SchoolMessagesPage from "@/app/routes/school-admin/messages";
import AdminInboxPage from "@/app/routes/admin-panel/inbox";
import { renderPage, stubFetch } from "../render";

const message: ContactItemOut = {
  id: "msg_1",
  kind: "contact",
  reference: "C-7KQ3MZ",
  status: "new",
  school: { id: "ten_green", name: "Greenfield Primary School", origin: "https://greenfield.example" },
  name: "Ama Mensah",
  email: "ama@example.org",
  topic: "general",
  message: "When does the library open on Saturdays?",
  created_at: "2026-11-20T08:30:00Z",
  updated_at: "2026-11-20T08:30:00Z",
};
const counts: InboxCountsOut = { contact: { new: 1, replied: 0, closed: 0 }, problem: {}, tour: {} };
const page = { count: 1, next: null, previous: null, results: [message] };

describe("a school admin's messages page", () => {
  it("lists the school's contact messages only: no kinds to switch, no school to pick, ?tenant= not sent", async () => {
    const calls = stubFetch({ "GET /api/inbox/contact": () => ({ body: page }), "GET /api/inbox/counts": () => ({ body: counts }) });
    renderPage(<SchoolMessagesPage />, { path: "/admin/messages?kind=problem&tenant=ten_other" });
    expect(await screen.findByRole("heading", { name: "Messages" })).toBeInTheDocument();
    // The phone's cards and the desktop's table (one of them is shown by the screen's width) both open the message here.
    const links = await screen.findAllByRole("link", { name: "C-7KQ3MZ" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("href", "/admin/messages/msg_1");
    // The sender's words are isolated: on an Arabic page an English message keeps its "?" at its end.
    expect(within(screen.getByRole("list", { name: "Messages" })).getByText("A general question: \u2068When does the library open on Saturdays?\u2069")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("School")).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Site" })).not.toBeInTheDocument();
    expect(screen.getByRole("option", { name: "New (1)" })).toBeInTheDocument();
    const asked = calls.filter((c) => c.url.includes("/api/"));
    expect(asked.every((c) => !c.url.includes("tenant=ten_other") && !c.url.includes("/admin/tenants")), asked.map((c) => c.url).join(" ")).toBe(true);
    expect(asked.some((c) => new URL(c.url, "http://x").pathname === "/api/inbox/problem")).toBe(false);
  });

  it("opens a message with its way back to the messages, and says who reads the private notes", async () => {
    const detail: InboxDetailOut = { ...message, events: [{ id: "iev_1", kind: "note", body: "Mrs Owusu handles visits", author: "Asha Admin", created_at: "2026-11-20T09:00:00Z" }] };
    stubFetch({ "GET /api/inbox/contact/msg_1": () => ({ body: detail }) });
    renderPage(<SchoolMessagePage />, { path: "/admin/messages/msg_1", route: "/admin/messages/:id" });
    // In the sender's own direction: an Arabic message on an English page starts at the right.
    expect(await screen.findByText("When does the library open on Saturdays?")).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("link", { name: "Back to the messages" })).toHaveAttribute("href", "/admin/messages");
    expect(screen.getByText("Mrs Owusu handles visits")).toBeInTheDocument();
    expect(screen.getByText("Seen by the school's admins and the platform's staff, never by the sender.")).toBeInTheDocument();
    expect(screen.queryByText("Site")).not.toBeInTheDocument();
    // The address isolated: in the Arabic sentence a wrapped address's hyphens took the sentence's direction.
    expect(screen.getByText("Sent to \u2068ama@example.org\u2069, with the reference.")).toBeInTheDocument();
    expect(screen.getByText("\u2068Ama Mensah\u2069 · \u2068ama@example.org\u2069")).toBeInTheDocument();
  });
});

describe("the staff inbox", () => {
  it("keeps its kinds, its School filter, and names each item's site", async () => {
    stubFetch({
      "GET /api/inbox/contact": () => ({ body: page }),
      "GET /api/inbox/counts": () => ({ body: { ...counts, problem: { new: 0, in_progress: 0, resolved: 0 }, tour: { new: 0, contacted: 0, scheduled: 0, completed: 0, declined: 0 } } }),
      "GET /api/admin/tenants/": () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderPage(<AdminInboxPage />, { path: "/admin-panel/inbox?kind=contact" });
    expect(await screen.findByRole("heading", { name: "Inbox" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: /^Messages\s*1 new$/ })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Messages1 new", "Problem reports", "Tour requests"]);
    expect(screen.getByLabelText("School")).toBeInTheDocument();
    for (const link of await screen.findAllByRole("link", { name: "C-7KQ3MZ" })) expect(link).toHaveAttribute("href", "/admin-panel/inbox/contact/msg_1");
    // The site is a line of the From cell, not a column of its own: six columns squeezed About.
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Reference", "State", "From", "About", "Received"]);
    const row = within(screen.getByRole("table")).getAllByRole("row")[1];
    const from = within(row).getAllByRole("cell")[2];
    expect(from).toHaveTextContent("Ama Mensahama@example.orgSiteGreenfield Primary School");
  });

  it("a kind's count of new items stands out on an unselected (outlined) tab as on the selected one", async () => {
    stubFetch({
      "GET /api/inbox/problem": () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
      "GET /api/inbox/counts": () => ({ body: { ...counts, problem: { new: 2 }, tour: {} } }),
      "GET /api/admin/tenants/": () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderPage(<AdminInboxPage />, { path: "/admin-panel/inbox?kind=problem" });
    const unselected = await within(await screen.findByRole("tab", { name: /^Messages/, selected: false })).findByText("1 new");
    const selected = within(screen.getByRole("tab", { name: /^Problem reports/, selected: true })).getByText("2 new");
    // White on white was invisible on the outlined tab.
    expect(unselected.className).toContain("bg-primary");
    expect(unselected.className).toContain("text-white");
    expect(selected.className).toContain("bg-surface");
  });

  it("cuts a long address in the table without losing it, left to right on an Arabic page too", async () => {
    const email = "a.very.long.address.for.the.layout@an-extraordinarily-long-domain-name.example.org";
    stubFetch({
      "GET /api/inbox/contact": () => ({ body: { ...page, results: [{ ...message, email }] } }),
      "GET /api/inbox/counts": () => ({ body: counts }),
      "GET /api/admin/tenants/": () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderPage(<AdminInboxPage />, { path: "/admin-panel/inbox?kind=contact" });
    const table = await screen.findByRole("table");
    const address = within(table).getByText(email);
    expect(address).toHaveAttribute("title", email);
    expect(address).toHaveAttribute("dir", "ltr");
    expect(address.className).toContain("truncate");
    // The From cell has a fixed width; About takes the rest of the row.
    expect(address.parentElement!.className).toMatch(/\bw-36\b/);
    expect(within(table).getByRole("columnheader", { name: "About" }).className).toContain("w-full");
    // On a phone card the site and the date are isolated from each other (an Arabic page reordered them).
    const card = within(screen.getByRole("list", { name: "Inbox" })).getByRole("listitem");
    expect([...card.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual(["Greenfield Primary School", "20 Nov 2026, 08:30"]);
  });
});
