import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CharitiesPage from "@/app/routes/giving/charities";
import ProjectsPage from "@/app/routes/giving/projects";
import CharityPage from "@/app/routes/giving/charity";
import { renderPage, stubFetch } from "../render";
import { charity, library, page, project, resetState } from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

describe("giving lists", () => {
  beforeEach(resetState);

  it("charities: a grid with search and goal chips that go to the server", async () => {
    const calls = stubFetch({ "GET /api/charities/": () => ({ body: page([charity(), charity({ id: "cha_2", name: "Clean Water Now", slug: "clean-water-now", sdgs: [6] })], 30) }) });
    const user = userEvent.setup();
    renderPage(<CharitiesPage />, { path: "/charities" });
    const grid = await screen.findByRole("list", { name: "Charities" });
    expect(within(grid).getByRole("link", { name: "Readers United" })).toHaveAttribute("href", "/charities/readers-united");
    expect(within(grid).getAllByText("$1,234.00")).toHaveLength(2);
    expect(screen.getByText("Showing 1–24 of 30")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "6. Clean Water and Sanitation" }));
    await waitFor(() => expect(query(calls.at(-1)!.url)).toMatchObject({ sdg: "6" }));
    expect(screen.getByRole("button", { name: "6. Clean Water and Sanitation" })).toHaveAttribute("aria-pressed", "true");
    await user.type(screen.getByRole("searchbox", { name: "Search charities" }), "water");
    await waitFor(() => expect(query(calls.at(-1)!.url)).toMatchObject({ sdg: "6", search: "water" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(query(calls.at(-1)!.url)).toMatchObject({ offset: "24" }));
  });

  it("projects: cards with goal, raised and a labelled progress bar", async () => {
    stubFetch({ "GET /api/projects/": () => ({ body: page([project()]) }) });
    renderPage(<ProjectsPage />, { path: "/projects" });
    const grid = await screen.findByRole("list", { name: "Projects" });
    expect(within(grid).getByRole("progressbar", { name: "42% of $5,000.00 raised" })).toBeInTheDocument();
    expect(within(grid).getByRole("link", { name: "Books for Riverside" })).toHaveAttribute("href", "/charity-projects/books-for-riverside");
  });

  it("a charity page shows its goals, total, projects, libraries and the Donate panel", async () => {
    const calls = stubFetch({
      "GET /api/charities/readers-united/": () => ({ body: charity() }),
      "GET /api/projects/": () => ({ body: page([project()]) }),
      "GET /api/libraries/": () => ({ body: page([library()]) }),
    });
    renderPage(<CharityPage />, { path: "/charities/readers-united", route: "/charities/:idOrSlug" });
    expect(await screen.findByRole("heading", { level: 1, name: "Readers United" })).toBeInTheDocument();
    expect(screen.getByText("$1,234.00")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Sustainable Development Goals" })).getAllByRole("listitem")).toHaveLength(2);
    expect(await screen.findByRole("list", { name: "Projects of Readers United" })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Libraries of Readers United" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/api/projects/")).every((c) => query(c.url).charity === "cha_1")).toBe(true);
    expect(within(screen.getByRole("region", { name: "Donate" })).getByRole("button", { name: "$25.00" })).toBeInTheDocument();
  });

  it("an unknown charity is 'Charity not found'", async () => {
    stubFetch({ "GET /api/charities/nope/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Charity not found", requestId: "r" } } }) });
    renderPage(<CharityPage />, { path: "/charities/nope", route: "/charities/:idOrSlug" });
    expect(await screen.findByRole("heading", { level: 1, name: "Charity not found" })).toBeInTheDocument();
  });
});
