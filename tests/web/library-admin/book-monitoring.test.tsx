import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BookMonitoringPage from "@/app/routes/admin-panel/book-monitoring";
import { renderPage, stubFetch } from "../render";
import { book, page, queryOf } from "../library/fixtures";
import { greenfield } from "../admin-panel/fixtures";

const failed = {
  ...book(1, { title: "Broken Atlas", status: "failed", processing_error: "The file is not a valid PDF" }),
  latest_event: { id: "evt_3", kind: "processing_failed", detail: { error: "The file is not a valid PDF" }, actor_id: null, created_at: "2026-03-02T10:00:00.000Z" },
};
const published = { ...book(2, { title: "Moon Walkers" }), latest_event: { id: "evt_9", kind: "approved", detail: {}, actor_id: "usr_a", created_at: "2026-03-03T10:00:00.000Z" } };
const events = [
  { id: "evt_1", kind: "created", detail: {}, actor: { id: "usr_t", first_name: "Tess", last_name: "Teacher" }, created_at: "2026-03-02T09:00:00.000Z" },
  { id: "evt_2", kind: "upload_completed", detail: { size: 1000 }, actor: { id: "usr_t", first_name: "Tess", last_name: "Teacher" }, created_at: "2026-03-02T09:01:00.000Z" },
  { id: "evt_3", kind: "processing_failed", detail: { error: "The file is not a valid PDF" }, actor: null, created_at: "2026-03-02T10:00:00.000Z" },
];

function setup() {
  const calls = stubFetch({
    "GET /api/book-monitoring/": ({ url }) => {
      const q = queryOf(url);
      return { body: page([failed, published].filter((b) => (!q.status || b.status === q.status) && (!q.tenant || b.tenant_id === q.tenant))) };
    },
    "GET /api/book-monitoring/bok_1/events": () => ({ body: { results: events } }),
    "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }),
  });
  const listCalls = () => calls.filter((c) => c.url.startsWith("/api/book-monitoring/?") || c.url === "/api/book-monitoring/").map((c) => queryOf(c.url));
  return { calls, listCalls };
}

const open = (path = "/admin-panel/book-monitoring") => renderPage(<BookMonitoringPage />, { path, route: "/admin-panel/book-monitoring" });

describe("book monitoring", () => {
  it("lists books with their latest event, processing error and school", async () => {
    setup();
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Book monitoring" })).toBeInTheDocument();
    const row = (await screen.findByRole("link", { name: "Broken Atlas" })).closest("tr")!;
    expect(within(row).getAllByText("Processing failed")).toHaveLength(2);
    expect(within(row).getByText("The file is not a valid PDF")).toBeInTheDocument();
    expect(await within(row).findByText("Greenfield Primary School")).toBeInTheDocument();
    const other = screen.getByRole("link", { name: "Moon Walkers" }).closest("tr")!;
    expect(within(other).getByText("Approved")).toBeInTheDocument();
  });

  it("filters by status, school and search through the query", async () => {
    const { listCalls } = setup();
    const user = userEvent.setup();
    open();
    await screen.findByText("Broken Atlas");
    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    await waitFor(() => expect(listCalls().at(-1)!.status).toBe("failed"));
    await waitFor(() => expect(screen.queryByText("Moon Walkers")).not.toBeInTheDocument());
    await screen.findByRole("option", { name: "Greenfield Primary School" });
    await user.selectOptions(screen.getByLabelText("School"), "ten_green");
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: "failed", tenant: "ten_green" }));
    await user.type(screen.getByLabelText("Search books"), "atlas");
    await waitFor(() => expect(listCalls().at(-1)!.search).toBe("atlas"));
  });

  it("loads the full history when a row is expanded", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    open();
    const toggle = await screen.findByRole("button", { name: "History of Broken Atlas" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(calls.some((c) => c.url.includes("/events"))).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const history = await screen.findByRole("region", { name: "History of Broken Atlas" });
    const items = await within(history).findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Created.*by \u2068Tess Teacher\u2069/), expect.stringMatching(/^Upload completed.*size:1000/), expect.stringMatching(/^Processing failed.*error:The file is not a valid PDF/)]);
    expect(calls.filter((c) => c.url === "/api/book-monitoring/bok_1/events")).toHaveLength(1);

    await user.click(toggle);
    expect(screen.queryByRole("region", { name: "History of Broken Atlas" })).not.toBeInTheDocument();
  });
});
